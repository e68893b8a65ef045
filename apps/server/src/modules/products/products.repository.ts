import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  images,
  productCategories,
  productCategoryLinks,
  productImages,
  products,
  tenants,
} from '../../db/schema/index.ts';
import type { ProductsQuery } from './products.schemas.ts';
import { containsPattern } from '../../db/like.ts';

export type Executor = Db | Tx;

export type ProductRow = typeof products.$inferSelect & { tenantName: string };

const SORT_COLUMNS = {
  displayingOrder: products.displayingOrder,
  title: products.titleFr,
  price: products.price,
  stock: products.stock,
  createdAt: products.createdAt,
  status: products.status,
} as const;

const selection = { product: products, tenantName: tenants.name };

/** A page of products matching `where`, with the total, ordered as asked (then by title and id, stable). */
export async function listProducts(
  db: Db,
  filters: (SQL | undefined)[],
  query: Pick<ProductsQuery, 'sort' | 'order' | 'page' | 'pageSize'>,
) {
  const where = and(...filters);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(products)
      .innerJoin(tenants, eq(tenants.id, products.tenantId))
      .where(where)
      .orderBy(direction(column), asc(products.titleFr), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.value ?? 0 };
}

export async function findProduct(db: Executor, productId: string) {
  const [row] = await db
    .select(selection)
    .from(products)
    .innerJoin(tenants, eq(tenants.id, products.tenantId))
    .where(eq(products.id, productId));
  return row ? flatten(row) : undefined;
}

const flatten = (row: { product: typeof products.$inferSelect; tenantName: string }): ProductRow => ({
  ...row.product,
  tenantName: row.tenantName,
});

export function productFilters(query: Pick<ProductsQuery, 'status' | 'search' | 'categoryId'>): SQL[] {
  const filters: SQL[] = [];
  filters.push(query.status ? eq(products.status, query.status) : ne(products.status, 'deleted'));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(products.titleFr, pattern), ilike(products.titleEn, pattern), ilike(products.sku, pattern))!);
  }
  if (query.categoryId) filters.push(inCategory(query.categoryId));
  return filters;
}

const inCategory = (categoryId: string) =>
  inArray(
    products.id,
    sql`(select ${productCategoryLinks.productId} from ${productCategoryLinks} where ${productCategoryLinks.categoryId} = ${categoryId})`,
  );

/** contracts' `merchantCanSell` in SQL: the product's merchant was approved by its city. */
const ofMerchantThatCanSell = sql`exists (select 1 from ${tenants} where ${tenants.id} = ${products.tenantId} and ${tenants.approvedAt} is not null)`;

/** What the mobile app's catalogue lists: approved, active and unexpired products of the city. */
export function catalogueFilters(cityId: string, categoryId: string | undefined, now: Date): (SQL | undefined)[] {
  return [
    eq(products.cityId, cityId),
    eq(products.isApproved, true),
    eq(products.status, 'active'),
    or(isNull(products.expirationDate), gt(products.expirationDate, now)),
    categoryId ? inCategory(categoryId) : undefined,
    ofMerchantThatCanSell,
  ];
}

export const productsOfTenant = (tenantId: string) => eq(products.tenantId, tenantId);
export const productsOfCity = (cityId: string) => eq(products.cityId, cityId);

/** Images and categories of the given products, grouped by product, images in their order. */
export async function findProductRelations(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return { imagesOf: new Map<string, string[]>(), categoriesOf: new Map() };
  const [imageRows, categoryRows] = await Promise.all([
    db
      .select({ productId: productImages.productId, imageId: productImages.imageId })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.position)),
    db
      .select({
        productId: productCategoryLinks.productId,
        id: productCategories.id,
        nameFr: productCategories.nameFr,
        nameEn: productCategories.nameEn,
      })
      .from(productCategoryLinks)
      .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
      .where(inArray(productCategoryLinks.productId, productIds))
      .orderBy(asc(productCategories.displayingOrder), asc(productCategories.nameFr)),
  ]);
  const imagesOf = new Map<string, string[]>();
  for (const row of imageRows) imagesOf.set(row.productId, [...(imagesOf.get(row.productId) ?? []), row.imageId]);
  const categoriesOf = new Map<string, { id: string; nameFr: string; nameEn: string }[]>();
  for (const { productId, ...category } of categoryRows)
    categoriesOf.set(productId, [...(categoriesOf.get(productId) ?? []), category]);
  return { imagesOf, categoriesOf };
}

export async function countCategoriesInCity(db: Executor, categoryIds: string[], cityId: string) {
  if (categoryIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(productCategories)
    .where(and(inArray(productCategories.id, categoryIds), eq(productCategories.cityId, cityId)));
  return row?.value ?? 0;
}

/** Images usable by a product of this tenant: uploaded by the tenant, or by an admin of its city. */
export async function countUsableImages(db: Executor, imageIds: string[], scope: { cityId: string; tenantId: string }) {
  if (imageIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(images)
    .where(
      and(
        inArray(images.id, imageIds),
        eq(images.cityId, scope.cityId),
        or(isNull(images.tenantId), eq(images.tenantId, scope.tenantId)),
      ),
    );
  return row?.value ?? 0;
}

export async function insertProduct(tx: Executor, values: typeof products.$inferInsert) {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row!;
}

export async function updateProduct(tx: Executor, productId: string, values: Partial<typeof products.$inferInsert>) {
  await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

export async function replaceProductLinks(
  tx: Executor,
  productId: string,
  links: { imageIds: string[]; categoryIds: string[] },
) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, productId));
  const imageIds = [...new Set(links.imageIds)];
  const categoryIds = [...new Set(links.categoryIds)];
  if (imageIds.length > 0)
    await tx.insert(productImages).values(imageIds.map((imageId, position) => ({ productId, imageId, position })));
  if (categoryIds.length > 0)
    await tx.insert(productCategoryLinks).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
}

export async function changeProductCount(tx: Executor, tenantId: string, delta: number) {
  await tx
    .update(tenants)
    .set({ productCount: sql`${tenants.productCount} + ${delta}` })
    .where(eq(tenants.id, tenantId));
}

/** Whether this call deleted the product (a concurrent delete finds it already gone). */
export async function markProductDeleted(tx: Executor, productId: string) {
  const rows = await tx
    .update(products)
    .set({ status: 'deleted', updatedAt: new Date() })
    .where(and(eq(products.id, productId), ne(products.status, 'deleted')))
    .returning({ id: products.id });
  return rows.length > 0;
}
