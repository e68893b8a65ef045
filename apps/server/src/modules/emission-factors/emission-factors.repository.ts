import { and, asc, between, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EmissionFactor, FactorMode } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  authUsers,
  cityEmissionFactors,
  cityEmissionSettings,
  emissionFactorChanges,
  trips,
} from '../../db/schema/index.ts';

/** The city's own factors (kg CO₂e per passenger-km) and since when its trips use them. */
export async function findCityEmissions(db: Db | Tx, cityId: string) {
  const [settings, factors] = await Promise.all([
    db
      .select({ perModeSince: cityEmissionSettings.perModeSince })
      .from(cityEmissionSettings)
      .where(eq(cityEmissionSettings.cityId, cityId)),
    db.select().from(cityEmissionFactors).where(eq(cityEmissionFactors.cityId, cityId)),
  ]);
  return {
    perModeSince: settings[0]?.perModeSince ?? null,
    overrides: factors.map((row): EmissionFactor => ({
      mode: row.mode as FactorMode,
      kgPerKm: Number(row.kgPerKm),
      source: row.source,
      year: row.year,
    })),
  };
}

/** The settings row locked for one save, so that saves of one city queue and each change's old value is exact. */
export async function lockCityEmissionSettings(tx: Tx, cityId: string) {
  await tx.insert(cityEmissionSettings).values({ cityId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(cityEmissionSettings)
    .where(eq(cityEmissionSettings.cityId, cityId))
    .for('update');
  return row!;
}

export async function setPerModeSince(tx: Tx, cityId: string, perModeSince: Date | null, now: Date) {
  await tx
    .update(cityEmissionSettings)
    .set({ perModeSince, updatedAt: now })
    .where(eq(cityEmissionSettings.cityId, cityId));
}

export async function upsertCityFactor(tx: Tx, cityId: string, factor: EmissionFactor, by: string | null, now: Date) {
  const values = {
    kgPerKm: String(factor.kgPerKm),
    source: factor.source,
    year: factor.year,
    updatedBy: by,
    updatedAt: now,
  };
  await tx
    .insert(cityEmissionFactors)
    .values({ cityId, mode: factor.mode, ...values })
    .onConflictDoUpdate({ target: [cityEmissionFactors.cityId, cityEmissionFactors.mode], set: values });
}

export async function deleteCityFactors(tx: Tx, cityId: string, modes: FactorMode[]) {
  if (modes.length === 0) return;
  await tx
    .delete(cityEmissionFactors)
    .where(and(eq(cityEmissionFactors.cityId, cityId), inArray(cityEmissionFactors.mode, modes)));
}

export async function insertEmissionFactorChanges(tx: Tx, changes: (typeof emissionFactorChanges.$inferInsert)[]) {
  if (changes.length > 0) await tx.insert(emissionFactorChanges).values(changes);
}

/** A page of the city's changes, newest first, with the email of who made each. */
export async function listEmissionFactorChanges(db: Db, cityId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ change: emissionFactorChanges, email: authUsers.email })
      .from(emissionFactorChanges)
      .leftJoin(authUsers, eq(authUsers.id, emissionFactorChanges.changedBy))
      .where(eq(emissionFactorChanges.cityId, cityId))
      .orderBy(desc(emissionFactorChanges.changedAt), desc(emissionFactorChanges.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(emissionFactorChanges).where(eq(emissionFactorChanges.cityId, cityId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A batch of the city's counted trips of a period, by id, locked for the recomputation. */
export async function lockCountedTripBatch(
  tx: Tx,
  cityId: string,
  range: { startDate: string; endDate: string },
  afterId: string | null,
  limit: number,
) {
  return tx
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.cityId, cityId),
        eq(trips.counted, true),
        between(trips.localDay, range.startDate, range.endDate),
        afterId ? gt(trips.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(trips.id))
    .limit(limit)
    .for('update');
}

/** Sets the recomputed greenhouse gas avoided of trips, in one statement. */
export async function updateTripGhg(tx: Tx, changes: { id: string; ghgMg: number }[]) {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update trips set ghg_mg = changes.ghg_mg
    from unnest(${`{${changes.map((change) => change.id).join(',')}}`}::uuid[],
                ${`{${changes.map((change) => change.ghgMg).join(',')}}`}::bigint[]) as changes(id, ghg_mg)
    where trips.id = changes.id`);
}

/** The basis of every trip of the city's period after a recomputation (reviews and corrections keep it). */
export async function setTripsGhgBasis(
  tx: Tx,
  cityId: string,
  range: { startDate: string; endDate: string },
  perMode: boolean,
) {
  await tx
    .update(trips)
    .set({ ghgPerMode: perMode })
    .where(and(eq(trips.cityId, cityId), between(trips.localDay, range.startDate, range.endDate)));
}
