import { eq, sql } from 'drizzle-orm';
import { MAP_MIN_PARTICIPANTS_DEFAULT, TRIP_LIMIT_DEFAULTS } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { cities, citySettings } from '../db/schema/index.ts';

/** What the maps read of a city: its threshold, where it is, and its postal areas' upload. */
export async function findCityMapSettings(db: Db, cityId: string) {
  const [row] = await db
    .select({
      cityId: cities.id,
      minParticipants: sql<number>`coalesce(${citySettings.mapMinParticipants}, ${MAP_MIN_PARTICIPANTS_DEFAULT})`,
      centreLatitude: citySettings.centreLatitude,
      centreLongitude: citySettings.centreLongitude,
      radiusKm: sql<number>`coalesce(${citySettings.radiusKm}, ${TRIP_LIMIT_DEFAULTS.cityRadiusKm})`,
      codeProperty: citySettings.postalAreaCodeProperty,
      uploadedAt: citySettings.postalAreasUploadedAt,
    })
    .from(cities)
    .leftJoin(citySettings, eq(citySettings.cityId, cities.id))
    .where(eq(cities.id, cityId));
  return row ? { ...row, minParticipants: Number(row.minParticipants), radiusKm: Number(row.radiusKm) } : undefined;
}
