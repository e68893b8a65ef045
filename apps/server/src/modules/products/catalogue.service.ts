import type { Actor } from '../../auth/actor.ts';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { catalogueFilters, listProducts } from './products.repository.ts';
import { catalogueProductSchema } from './products.schemas.ts';
import { toProducts } from './products.service.ts';

/**
 * The mobile app's catalogue: approved, active, unexpired products of the participant's city, out-of-stock
 * ones included (the app shows them as such), in the merchants' displaying order.
 */
export async function listCatalogue(
  db: Db,
  actor: Actor,
  query: { categoryId?: string; page: number; pageSize: number },
  now = new Date(),
) {
  const participant = requireParticipantActor(actor);
  return catalogueOfCity(db, participant.cityId, query, now);
}

/** The catalogue a participant of the city sees (the app's and the city's preview of it, spec §7). */
export async function catalogueOfCity(
  db: Db,
  cityId: string,
  query: { categoryId?: string; page: number; pageSize: number },
  now = new Date(),
) {
  const { rows, total } = await listProducts(db, catalogueFilters(cityId, query.categoryId, now), {
    sort: 'displayingOrder',
    order: 'asc',
    ...query,
  });
  // The generic code and the approval details stay on the dashboard: the app gets the code with the order.
  const data = (await toProducts(db, rows)).map((product) => catalogueProductSchema.parse(product));
  return { data, total, page: query.page, pageSize: query.pageSize };
}
