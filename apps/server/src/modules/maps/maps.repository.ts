import { asc, eq, sql } from 'drizzle-orm';
import { MAP_MIN_PARTICIPANTS_DEFAULT, TRIP_LIMIT_DEFAULTS, type PostalAreaGeometry } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { cities, citySettings, postalAreas } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

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

export async function listPostalAreas(db: Db, cityId: string) {
  return db
    .select({ code: postalAreas.code, geometry: postalAreas.geometry })
    .from(postalAreas)
    .where(eq(postalAreas.cityId, cityId))
    .orderBy(asc(postalAreas.code));
}

/** The city's postal areas become these (the earlier ones deleted), with the property their codes came from. */
export async function replacePostalAreas(
  tx: Tx,
  cityId: string,
  upload: { codeProperty: string; areas: { code: string; geometry: PostalAreaGeometry }[]; at: Date },
) {
  await tx.delete(postalAreas).where(eq(postalAreas.cityId, cityId));
  for (let index = 0; index < upload.areas.length; index += 500) {
    await tx.insert(postalAreas).values(upload.areas.slice(index, index + 500).map((area) => ({ cityId, ...area })));
  }
  await tx
    .insert(citySettings)
    .values({ cityId, postalAreaCodeProperty: upload.codeProperty, postalAreasUploadedAt: upload.at })
    .onConflictDoUpdate({
      target: citySettings.cityId,
      set: { postalAreaCodeProperty: upload.codeProperty, postalAreasUploadedAt: upload.at },
    });
}
