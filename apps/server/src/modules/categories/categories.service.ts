import type { Actor } from '../../auth/actor.ts';
import { assertAudience, authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  categoriesOfCity,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from './categories.repository.ts';
import type { Category, CategoryInput } from './categories.schemas.ts';
import { isUniqueViolation } from '../../db/errors.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

const toCategory = ({ category, productCount }: Row): Category => ({
  id: category.id,
  nameFr: category.nameFr,
  nameEn: category.nameEn,
  nameDe: category.nameDe,
  displayingOrder: category.displayingOrder,
  productCount: Number(productCount),
  createdAt: category.createdAt.toISOString(),
  updatedAt: category.updatedAt.toISOString(),
});

const nameTaken = () =>
  conflict('category_name_taken', 'A category with this name already exists: category names must be unique');

/** The categories of the actor's city (city admins and the city's merchants). */
export async function listCategoriesFor(db: Db, actor: Actor) {
  const { cityId } = requireDashboardActor(actor);
  const rows = await listCategories(db, categoriesOfCity(cityId));
  return { data: rows.map(toCategory), total: rows.length };
}

async function readCategory(
  db: Db,
  actor: Actor,
  categoryId: string,
  permission: 'categories.read' | 'categories.manage',
) {
  const row = await findCategory(db, categoryId);
  if (!row) throw notFound();
  authorize(actor, permission, { cityId: row.category.cityId });
  return row;
}

export async function getCategory(db: Db, actor: Actor, categoryId: string) {
  return toCategory(await readCategory(db, actor, categoryId, 'categories.manage'));
}

export async function createCategory(db: Db, actor: Actor, input: CategoryInput) {
  assertAudience(actor, 'categories.manage');
  const { cityId } = requireDashboardActor(actor);
  const row = await insertCategory(db, { ...input, cityId });
  if (!row) throw nameTaken();
  return getCategory(db, actor, row.id);
}

export async function editCategory(db: Db, actor: Actor, categoryId: string, input: Partial<CategoryInput>) {
  await readCategory(db, actor, categoryId, 'categories.manage');
  try {
    await updateCategory(db, categoryId, { ...input, updatedAt: new Date() });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getCategory(db, actor, categoryId);
}

/** Deleting a category unlinks its products; the products themselves stay. */
export async function removeCategory(db: Db, actor: Actor, categoryId: string) {
  await readCategory(db, actor, categoryId, 'categories.manage');
  await deleteCategory(db, categoryId);
}
