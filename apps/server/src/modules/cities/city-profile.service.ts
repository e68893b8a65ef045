import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { cities } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findCity, updateCity } from './cities.repository.ts';

const toProfile = (city: typeof cities.$inferSelect) => ({
  id: city.id,
  name: city.name,
  email: city.email,
  province: city.province,
  country: city.country,
  timezone: city.timezone,
});

export async function getCityProfile(db: Db, actor: Actor, cityId: string) {
  const city = await findCity(db, cityId);
  if (!city) throw notFound();
  authorize(actor, 'cities.read', { cityId: city.id });
  return toProfile(city);
}

/** A city admin edits its city's profile; the time zone drives every day and schedule of the city. */
export async function updateCityProfile(
  db: Db,
  actor: Actor,
  cityId: string,
  input: { name: string; email: string; province: string | null; country: string; timezone: string },
) {
  const city = await findCity(db, cityId);
  if (!city) throw notFound();
  authorize(actor, 'cities.write', { cityId: city.id });
  const updated = await updateCity(db, cityId, { ...input, updatedAt: new Date() });
  return toProfile(updated!);
}
