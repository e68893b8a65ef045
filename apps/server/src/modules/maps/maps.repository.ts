import { asc, eq } from 'drizzle-orm';
import type { PostalAreaGeometry } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { citySettings, postalAreas } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

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
