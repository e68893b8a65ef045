import type { CrossTenantRequest, RouteCase } from '../../test/cross-tenant-cases.ts';
import type { Tenancy } from '../../test/test-world.ts';

/** A 1x1 PNG, so that an image upload by one's own account succeeds. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body holding one file in a `file` field. */
export function multipartImage(bytes: Buffer, filename = 'image.png', contentType = 'image/png') {
  const boundary = `----mobiverte${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const productBody = (extra: Record<string, unknown> = {}) => ({
  titleFr: 'Intrus',
  titleEn: 'Intruder',
  price: 1,
  stock: 1,
  initialStock: 1,
  ...extra,
});

const onProduct = (method: CrossTenantRequest['method'], suffix: string, payload?: unknown): RouteCase => ({
  kind: 'record',
  request: (other: Tenancy) => ({ method, url: `/api/products/${other.product.id}${suffix}`, payload }),
});

/** The products routes in the cross-tenant test, each aimed at the other tenancy's records. */
export const PRODUCTS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/products': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/products' }) },
  'GET /api/products/:productId': onProduct('GET', ''),
  'POST /api/products': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: '/api/products', payload: productBody({ tenantId: other.tenant.id }) }),
  },
  'PUT /api/products/:productId': onProduct('PUT', '', productBody()),
  'DELETE /api/products/:productId': onProduct('DELETE', ''),
  'POST /api/products/:productId/approve': onProduct('POST', '/approve'),
  'POST /api/products/:productId/disable': onProduct('POST', '/disable'),
  'GET /api/products/:productId/codes': onProduct('GET', '/codes'),
  'POST /api/products/:productId/codes': onProduct('POST', '/codes', { codes: ['INTRUS'], type: 'barCode' }),
  'POST /api/products/:productId/codes/generate-qr': onProduct('POST', '/codes/generate-qr'),
  'PATCH /api/products/:productId/codes/:codeId': {
    kind: 'record',
    request: (other) => ({
      method: 'PATCH',
      url: `/api/products/${other.product.id}/codes/${other.productCode.id}`,
      payload: { status: 'cancelled' },
    }),
  },
  'POST /api/images': {
    kind: 'own-list',
    request: () => ({ method: 'POST', url: '/api/images', ...multipartImage(ONE_PIXEL_PNG) }),
  },
  'GET /api/images/:imageId': { kind: 'public' },
  'GET /api/images/:imageId/200x200': { kind: 'public' },
  'GET /api/app/v2/products': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/products' }),
  },
};
