import { describe, expect, it } from 'vitest';
import { setUpTenancyApp } from '../test/tenancy-app.ts';
import { bearer, TEST_ORIGIN } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-database.ts';

/** The cases of issue 14 §3 one by one: each answers 400 (or 413) with its code, never 500. */
describe.each(TEST_DATABASES)('bad input on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Input', ['city', 'organisation', 'tenant']);

  const call = (
    account: keyof typeof suite.tokens,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => suite.app.inject({ method, url, headers: bearer(suite.tokens[account]!), ...(payload ? { payload } : {}) });
  const expectError = (response: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { code, status } });
  };
  const product = (extra: object = {}) => ({
    titleFr: 'Café',
    titleEn: 'Coffee',
    price: 1,
    stock: 1,
    initialStock: 1,
    ...extra,
  });

  it('refuses NUL bytes and control characters in bodies, queries and path parameters', async () => {
    const nul = await call('tenant', 'POST', '/api/products', product({ titleFr: 'Caf\u0000é' }));
    expectError(nul, 400, 'validation_failed');
    expect(nul.json().error.details).toEqual([expect.objectContaining({ path: 'body.titleFr' })]);
    expectError(
      await call('tenant', 'POST', '/api/products', product({ bodyTextFr: 'x\u001by' })),
      400,
      'validation_failed',
    );
    // A multi-line text keeps its lines.
    const lines = await call('tenant', 'POST', '/api/products', product({ bodyTextFr: 'Ligne 1\nLigne 2\tfin' }));
    expect(lines.statusCode).toBe(201);
    // Fields the schema does not look into (the spend body's transaction details) are guarded too.
    expectError(await call('city', 'GET', '/api/orders?productName=a%00b'), 400, 'validation_failed');
    expectError(await call('city', 'GET', '/api/public/invitations/AB%00CD'), 400, 'validation_failed');
    expectError(
      await call('tenant', 'PATCH', `/api/orders/${suite.world.order.id}/delivery`, {
        deliveryStatus: 'sent',
        trackingNumber: 'TRACK\u0000',
      }),
      400,
      'validation_failed',
    );
  });

  it('refuses impossible days and years out of range, in filters and period keys', async () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-00-10', '1999-12-31', '9999-01-01']) {
      expectError(await call('tenant', 'GET', `/api/orders?from=${day}`), 400, 'validation_failed');
      expectError(await call('tenant', 'GET', `/api/orders/export?to=${day}`), 400, 'validation_failed');
      expectError(
        await call('tenant', 'GET', `/api/tenants/${suite.world.tenant.id}/dashboard?from=${day}`),
        400,
        'validation_failed',
      );
      expectError(
        await call(
          'city',
          'GET',
          `/api/statsApi/get-total-greenpoints?ownerType=city&ownerId=${suite.world.city.id}&period=range&startDate=${day}&endDate=2026-03-01`,
        ),
        400,
        'invalid_date',
      );
    }
    for (const [period, key] of [
      ['month', '2026-13'],
      ['week', '2026-W60'],
      ['year', '1850'],
      ['month', '9999-01'],
    ]) {
      expectError(
        await call(
          'city',
          'GET',
          `/api/statsApi/get-total-greenpoints?ownerType=city&ownerId=${suite.world.city.id}&period=${period}&periodKey=${key}`,
        ),
        400,
        'invalid_period_key',
      );
    }
    expect((await call('tenant', 'GET', '/api/orders?from=2024-02-29&to=2026-03-01')).statusCode).toBe(200);
  });

  it('refuses a URL over 2,048 characters and a path parameter over 200, exports included, in the error shape', async () => {
    const long = 'x'.repeat(2100);
    const exported = await call('tenant', 'GET', `/api/orders/export?format=csv&productName=${long}`);
    expectError(exported, 400, 'url_too_long');
    expect(exported.headers['content-type']).toContain('application/json');
    expect(exported.headers['content-disposition']).toBeUndefined();
    expectError(await call('tenant', 'GET', `/api/orders?padding=${long}`), 400, 'url_too_long');
    expectError(await call('tenant', 'GET', `/api/products/${'p'.repeat(300)}`), 400, 'url_too_long');
    // A filter just too long for its field, in a short URL, is a plain validation error of the export.
    const field = await call('tenant', 'GET', `/api/orders/export?productName=${'y'.repeat(300)}`);
    expectError(field, 400, 'validation_failed');
    expect(field.headers['content-type']).toContain('application/json');
  });

  it('accepts only http(s) in every URL field: logos, websites, QR code URLs', async () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.org/logo.png',
      '/logo.png',
    ]) {
      expectError(
        await call('city', 'PUT', `/api/stores/${suite.world.store.id}`, { firstName: 'Boutique', logoUrl: bad }),
        400,
        'validation_failed',
      );
      expectError(
        await call('city', 'PUT', `/api/tenants/${suite.world.tenant.id}`, { name: 'Commerce', website: bad }),
        400,
        'validation_failed',
      );
      expectError(
        await call('city', 'PUT', `/api/tenants/${suite.world.tenant.id}`, { name: 'Commerce', logoUrl: bad }),
        400,
        'validation_failed',
      );
      expectError(await call('tenant', 'POST', '/api/products', product({ qrCodeUrl: bad })), 400, 'validation_failed');
      const organisation = await call('organisation', 'PUT', `/api/organisations/${suite.world.organisation.id}`, {
        name: 'Organisation',
        contactEmail: 'contact@example.org',
        coordinatorFirstName: 'Ana',
        coordinatorLastName: 'Lee',
        employeesCount: 10,
        postalCode: 'H7N 1A1',
        regionId: suite.world.region.id,
        descriptionFr: 'Description',
        descriptionEn: 'Description',
        logoUrl: bad,
      });
      expectError(organisation, 400, 'validation_failed');
      expect(organisation.json().error.details).toEqual([expect.objectContaining({ path: 'logoUrl' })]);
    }
    const good = await call('city', 'PUT', `/api/stores/${suite.world.store.id}`, {
      firstName: 'Boutique',
      logoUrl: 'https://cdn.example.org/logo.png',
    });
    expect(good.statusCode).toBe(200);
  });

  it('compares product URLs with the product URL host by parsed origin, not as a string prefix', async () => {
    for (const bad of [
      `${TEST_ORIGIN}@evil.example.org/cafe`,
      `${TEST_ORIGIN}.evil.example.org/cafe`,
      'javascript:alert(1)//localhost:3000',
    ]) {
      expectError(
        await call('tenant', 'POST', '/api/products', product({ productUrl: bad })),
        400,
        'product_url_invalid',
      );
    }
    const good = await call('tenant', 'POST', '/api/products', product({ productUrl: `${TEST_ORIGIN}/boutique/cafe` }));
    expect(good.statusCode).toBe(201);
  });
});
