import { isUrlUnder, PRODUCT_CODE_TYPES, productCodeTypesOf } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { findTenantScope } from '../../db/tenant-scope.ts';
import type { TransactionsPerPeriod } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { imageUrlsOf } from './images.service.ts';
import {
  changeProductCount,
  countCategoriesInCity,
  countUsableImages,
  type Executor,
  findProduct,
  findProductRelations,
  insertProduct,
  listProducts,
  markProductDeleted,
  productFilters,
  productsOfCity,
  productsOfTenant,
  type ProductRow,
  replaceProductLinks,
  updateProduct,
} from './products.repository.ts';
import type { CreateProductInput, Product, ProductInput, ProductsQuery } from './products.schemas.ts';

export type ProductRules = { productUrlHost: string };

export const productNotFound = (productId: string) => notFound(`Product ${productId} doesn't exists`);

/** Products with their images (urls) and categories, in the shape every product route answers. */
export async function toProducts(db: Executor, rows: ProductRow[]): Promise<Product[]> {
  const { imagesOf, categoriesOf } = await findProductRelations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    cityId: row.cityId,
    titleFr: row.titleFr,
    titleEn: row.titleEn,
    bodyTextFr: row.bodyTextFr,
    bodyTextEn: row.bodyTextEn,
    sku: row.sku,
    productUrl: row.productUrl,
    price: Number(row.price),
    greenpoints: row.greenpoints,
    stock: row.stock,
    initialStock: row.initialStock,
    availability: row.availability,
    displayingOrder: row.displayingOrder,
    isFeatured: row.isFeatured,
    isNew: row.isNew,
    isOnSale: row.isOnSale,
    isDiscovery: row.isDiscovery,
    isApproved: row.isApproved,
    status: row.status,
    steps: row.steps,
    stepsEn: row.stepsEn,
    isCoupon: row.isCoupon,
    isDelivery: row.isDelivery,
    isBarCode: row.isBarCode,
    isCharacter: row.isCharacter,
    isUniqueCharacter: row.isUniqueCharacter,
    isUniqueBarcode: row.isUniqueBarcode,
    isQrCode: row.isQrCode,
    isUniqueQrcode: row.isUniqueQrcode,
    barCode: row.barCode,
    qrCodeUrl: row.qrCodeUrl,
    maxTransactionsPerPeriod: row.maxTransactionsPerPeriod,
    expirationDate: row.expirationDate?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: (imagesOf.get(row.id) ?? []).map(imageUrlsOf),
    categories: categoriesOf.get(row.id) ?? [],
  }));
}

/**
 * A merchant sees its own products; a city admin sees the city's, narrowed to one merchant with `tenantId`
 * (the selector bar). Deleted products only show when asked for with `status=deleted`.
 */
export async function listProductsFor(db: Db, actor: Actor, query: ProductsQuery) {
  const dashboard = requireDashboardActor(actor);
  const filters = productFilters(query);
  if (dashboard.role === 'tenant') {
    filters.push(productsOfTenant(dashboard.tenantId!));
  } else {
    filters.push(productsOfCity(dashboard.cityId));
    if (query.tenantId) filters.push(productsOfTenant(query.tenantId));
  }
  authorize(actor, 'products.read', { cityId: dashboard.cityId, tenantId: dashboard.tenantId });
  const { rows, total } = await listProducts(db, filters, query);
  return { data: await toProducts(db, rows), total };
}

/** The product, when it exists, is not deleted and lies in the actor's scope; otherwise 404. */
async function readProduct(db: Executor, actor: Actor, productId: string, permission: Parameters<typeof authorize>[1]) {
  const row = await findProduct(db, productId);
  if (!row || row.status === 'deleted') throw productNotFound(productId);
  authorize(actor, permission, { cityId: row.cityId, tenantId: row.tenantId });
  return row;
}

export async function getProduct(db: Executor, actor: Actor, productId: string) {
  const [product] = await toProducts(db, [await readProduct(db, actor, productId, 'products.read')]);
  return product!;
}

/** A new product always waits for a city admin's approval; the merchant's product count moves with it. */
export async function createProduct(db: Db, actor: Actor, input: CreateProductInput, rules: ProductRules) {
  const dashboard = requireDashboardActor(actor);
  const tenantId = dashboard.role === 'tenant' ? (input.tenantId ?? dashboard.tenantId) : input.tenantId;
  if (!tenantId)
    throw badRequest('validation_failed', 'tenantId is required', [{ path: 'tenantId', message: 'Required' }]);
  const tenant = await findTenantScope(db, tenantId);
  if (!tenant) throw notFound();
  authorize(actor, 'products.write', { cityId: tenant.cityId, tenantId });
  const scope = { cityId: tenant.cityId, tenantId };
  const values = await checkProductInput(db, input, scope, rules);
  const id = await db.transaction(async (tx) => {
    const row = await insertProduct(tx, {
      ...values,
      ...scope,
      isApproved: false,
      status: 'need_approval',
    });
    await replaceProductLinks(tx, row.id, input);
    await changeProductCount(tx, tenantId, 1);
    return row.id;
  });
  return getProduct(db, actor, id);
}

/**
 * A full replacement of the product's fields. When a merchant changes what a city admin approved (a title,
 * a description or the price), the product goes back to `need_approval`; a city admin's edit keeps the status.
 */
export async function editProduct(db: Db, actor: Actor, productId: string, input: ProductInput, rules: ProductRules) {
  const row = await readProduct(db, actor, productId, 'products.write');
  const values = await checkProductInput(db, input, { cityId: row.cityId, tenantId: row.tenantId }, rules);
  const reviewed =
    row.titleFr !== values.titleFr ||
    row.titleEn !== values.titleEn ||
    row.bodyTextFr !== values.bodyTextFr ||
    row.bodyTextEn !== values.bodyTextEn ||
    Number(row.price) !== Number(values.price);
  const backToApproval = requireDashboardActor(actor).role === 'tenant' && reviewed && row.isApproved;
  await db.transaction(async (tx) => {
    await updateProduct(tx, productId, {
      ...values,
      ...(backToApproval
        ? {
            isApproved: false,
            approvedAt: null,
            approvedBy: null,
            status: row.status === 'active' ? 'need_approval' : row.status,
          }
        : {}),
    });
    await replaceProductLinks(tx, productId, input);
  });
  return getProduct(db, actor, productId);
}

/** Soft delete: the product keeps its orders and codes, leaves every list and the merchant's count. */
export async function removeProduct(db: Db, actor: Actor, productId: string) {
  const row = await readProduct(db, actor, productId, 'products.write');
  await db.transaction(async (tx) => {
    if (await markProductDeleted(tx, productId)) await changeProductCount(tx, row.tenantId, -1);
  });
}

export async function approveProduct(db: Db, actor: Actor, productId: string) {
  await readProduct(db, actor, productId, 'products.approve');
  await updateProduct(db, productId, {
    isApproved: true,
    status: 'active',
    approvedAt: new Date(),
    approvedBy: requireDashboardActor(actor).userId,
  });
  return getProduct(db, actor, productId);
}

export async function disableProduct(db: Db, actor: Actor, productId: string) {
  await readProduct(db, actor, productId, 'products.approve');
  await updateProduct(db, productId, { status: 'disabled' });
  return getProduct(db, actor, productId);
}

/**
 * The rules zod cannot check alone: one code type at most, the purchase limit's number, the URL host, images and
 * categories in scope.
 */
async function checkProductInput(
  db: Executor,
  input: ProductInput,
  scope: { cityId: string; tenantId: string },
  rules: ProductRules,
) {
  checkOneCodeType(input);
  const maxTransactionsPerPeriod = parseMaxTransactions(input.maxTransactionsPerPeriod);
  const productUrl = input.productUrl || null;
  // Compared parsed (origin, then path segment by segment), never as a string prefix: a look-alike host
  // (`https://shop.example.org.evil.test`), user info (`…@evil.test`) or another scheme never passes.
  if (productUrl && !isUrlUnder(productUrl, rules.productUrlHost)) {
    throw badRequest('product_url_invalid', `Product URL must be an address under ${rules.productUrlHost}`, [
      { path: 'productUrl', message: `Must be an address under ${rules.productUrlHost}` },
    ]);
  }
  const categoryIds = [...new Set(input.categoryIds)];
  if ((await countCategoriesInCity(db, categoryIds, scope.cityId)) !== categoryIds.length) {
    throw badRequest('validation_failed', 'Unknown category', [{ path: 'categoryIds', message: 'Unknown category' }]);
  }
  const imageIds = [...new Set(input.imageIds)];
  if ((await countUsableImages(db, imageIds, scope)) !== imageIds.length) {
    throw badRequest('validation_failed', 'Unknown image', [{ path: 'imageIds', message: 'Unknown image' }]);
  }
  return {
    titleFr: input.titleFr,
    titleEn: input.titleEn,
    bodyTextFr: input.bodyTextFr,
    bodyTextEn: input.bodyTextEn,
    sku: input.sku || null,
    productUrl,
    price: input.price.toFixed(2),
    stock: input.stock,
    initialStock: input.initialStock,
    availability: input.availability,
    displayingOrder: input.displayingOrder,
    isFeatured: input.isFeatured,
    isNew: input.isNew,
    isOnSale: input.isOnSale,
    isDiscovery: input.isDiscovery,
    steps: input.steps,
    stepsEn: input.stepsEn,
    isCoupon: input.isCoupon,
    isDelivery: input.isDelivery,
    isBarCode: input.isBarCode,
    isCharacter: input.isCharacter,
    isUniqueCharacter: input.isUniqueCharacter,
    isUniqueBarcode: input.isUniqueBarcode,
    isQrCode: input.isQrCode,
    isUniqueQrcode: input.isUniqueQrcode,
    barCode: input.barCode || null,
    qrCodeUrl: input.qrCodeUrl || null,
    maxTransactionsPerPeriod,
    expirationDate: input.expirationDate ? new Date(input.expirationDate) : null,
  };
}

function checkOneCodeType(input: ProductInput) {
  const codeTypes = productCodeTypesOf(input);
  if (codeTypes.length <= 1) return;
  const message = `At most one of ${PRODUCT_CODE_TYPES.join(', ')} may be true`;
  throw badRequest(
    'product_code_types_conflict',
    `A product has one code type at most, not ${codeTypes.join(' and ')}`,
    codeTypes.map((path) => ({ path, message })),
  );
}

function parseMaxTransactions(limit: ProductInput['maxTransactionsPerPeriod']): TransactionsPerPeriod | null {
  if (!limit) return null;
  const { value, period } = limit;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new AppError(400, 'max_transactions_not_a_number', 'maxTransactionsPerPeriod.value must be a number', [
      { path: 'maxTransactionsPerPeriod.value', message: 'Must be a whole number ≥ 1' },
    ]);
  }
  return { value, period };
}
