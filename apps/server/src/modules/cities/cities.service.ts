import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { countCityMembers, findCity, listCitiesWithRegions } from './cities.repository.ts';
import type { CitySummary } from './cities.schemas.ts';

export async function getCitySummary(db: Db, actor: Actor, cityId: string): Promise<CitySummary> {
  const city = await findCity(db, cityId);
  if (!city) throw notFound();
  authorize(actor, 'cities.read', { cityId: city.id });
  return { id: city.id, name: city.name, timezone: city.timezone, ...(await countCityMembers(db, city.id)) };
}

export async function listPublicCities(db: Db) {
  return { data: await listCitiesWithRegions(db) };
}
