import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { productCategories, productCategoryLinks } from '../../db/schema/index.ts';

export async function listCategories(db: Db, where: SQL) {
  return db
    .select({
      category: productCategories,
      productCount: sql<number>`(select count(*)::int from ${productCategoryLinks} where ${productCategoryLinks.categoryId} = ${productCategories.id})`,
    })
    .from(productCategories)
    .where(where)
    .orderBy(asc(productCategories.displayingOrder), asc(productCategories.nameFr), asc(productCategories.id));
}

export async function findCategory(db: Db, categoryId: string) {
  const [row] = await listCategories(db, eq(productCategories.id, categoryId));
  return row;
}

export const categoriesOfCity = (cityId: string) => eq(productCategories.cityId, cityId);

export async function insertCategory(db: Db, values: typeof productCategories.$inferInsert) {
  const [row] = await db
    .insert(productCategories)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: productCategories.id });
  return row;
}

export async function updateCategory(
  db: Db,
  categoryId: string,
  values: Partial<typeof productCategories.$inferInsert>,
) {
  await db.update(productCategories).set(values).where(eq(productCategories.id, categoryId));
}

export async function deleteCategory(db: Db, categoryId: string) {
  await db.delete(productCategories).where(eq(productCategories.id, categoryId));
}
