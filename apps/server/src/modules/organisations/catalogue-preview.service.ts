import type { Actor } from '../../auth/actor.ts';
import { assertAudience, authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { catalogueOfCity } from '../products/catalogue.service.ts';
import { findOrganisationScope } from './organisations.repository.ts';

/**
 * The catalogue a participant of the organisation sees in the app, for its city's admins: the same service as
 * the participant API's `GET /api/app/v2/products` (approved, active, unexpired products of the city, out of stock
 * included), read-only.
 */
export async function previewCatalogue(
  db: Db,
  actor: Actor,
  organisationId: string,
  query: { categoryId?: string; page: number; pageSize: number },
) {
  assertAudience(actor, 'catalogue-preview.read');
  const organisation = await findOrganisationScope(db, organisationId);
  if (!organisation) throw notFound();
  authorize(actor, 'catalogue-preview.read', { cityId: organisation.cityId, organisationId });
  return catalogueOfCity(db, organisation.cityId, query);
}
