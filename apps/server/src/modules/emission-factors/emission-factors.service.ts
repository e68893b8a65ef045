import {
  avoidedMgPerMetre,
  DEFAULT_EMISSION_FACTORS,
  effectiveFactors,
  factorTableOf,
  GHG_MG_PER_METRE,
  RECOMPUTE_MAX_DAYS,
  type CityEmissionFactors,
  type EmissionFactor,
  type EmissionFactorsInput,
  type RecomputeInput,
  type RecomputeResult,
  type TransportMode,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { emissionFactorChanges } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { foldRecomputation } from '../../rollups/correction.ts';
import {
  deleteCityFactors,
  findCityEmissions,
  insertEmissionFactorChanges,
  listEmissionFactorChanges,
  lockCityEmissionSettings,
  lockCountedTripBatch,
  setPerModeSince,
  setTripsGhgBasis,
  updateTripGhg,
  upsertCityFactor,
} from './emission-factors.repository.ts';

const RECOMPUTE_BATCH = 2000;
const DEFAULTS = new Map(DEFAULT_EMISSION_FACTORS.map((factor) => [factor.mode, factor]));
const sameFactor = (a: EmissionFactor | undefined, b: EmissionFactor | undefined) =>
  a !== undefined && b !== undefined && a.kgPerKm === b.kgPerKm && a.source === b.source && a.year === b.year;

function toCityEmissionFactors(emissions: Awaited<ReturnType<typeof findCityEmissions>>): CityEmissionFactors {
  return {
    perModeSince: emissions.perModeSince?.toISOString() ?? null,
    factors: effectiveFactors(emissions.overrides),
    defaults: [...DEFAULT_EMISSION_FACTORS],
  };
}

export async function getEmissionFactors(db: Db, actor: Actor, cityId: string) {
  authorize(actor, 'emission-factors.read', { cityId });
  return toCityEmissionFactors(await findCityEmissions(db, cityId));
}

/**
 * Saves the city's factors (a factor equal to the default is the default again) and its switch: switching on
 * applies the factors to trips from now on; earlier trips keep what they were credited. Each change is kept
 * with who and when.
 */
export async function saveEmissionFactors(
  db: Db,
  actor: Actor,
  cityId: string,
  input: EmissionFactorsInput,
  now = new Date(),
) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'emission-factors.write', { cityId });
  const modes = input.factors.map((factor) => factor.mode);
  if (new Set(modes).size !== modes.length) {
    throw badRequest('emission_factor_duplicate_mode', 'A mode can have only one emission factor');
  }
  await db.transaction(async (tx) => {
    const settings = await lockCityEmissionSettings(tx, cityId);
    const current = new Map((await findCityEmissions(tx, cityId)).overrides.map((factor) => [factor.mode, factor]));
    const changes: (typeof emissionFactorChanges.$inferInsert)[] = [];
    const change = (action: 'factor' | 'reset' | 'switch', mode: string | null, oldValue: unknown, newValue: unknown) =>
      changes.push({ cityId, action, mode, oldValue, newValue, changedBy: dashboard.userId, changedAt: now });
    const reset: EmissionFactor['mode'][] = [];
    for (const factor of input.factors) {
      const own = current.get(factor.mode);
      if (sameFactor(factor, DEFAULTS.get(factor.mode))) {
        if (own) {
          reset.push(factor.mode);
          change('reset', factor.mode, own, DEFAULTS.get(factor.mode));
        }
      } else if (!sameFactor(factor, own)) {
        await upsertCityFactor(tx, cityId, factor, dashboard.userId, now);
        change('factor', factor.mode, own ?? DEFAULTS.get(factor.mode), factor);
      }
    }
    for (const [mode, own] of current) {
      if (!modes.includes(mode)) {
        reset.push(mode);
        change('reset', mode, own, DEFAULTS.get(mode));
      }
    }
    await deleteCityFactors(tx, cityId, reset);
    const switchedOn = settings.perModeSince !== null;
    if (input.perMode !== switchedOn) {
      const since = input.perMode ? now : null;
      await setPerModeSince(tx, cityId, since, now);
      change('switch', null, settings.perModeSince?.toISOString() ?? null, since?.toISOString() ?? null);
    }
    await insertEmissionFactorChanges(tx, changes);
  });
  return toCityEmissionFactors(await findCityEmissions(db, cityId));
}

export async function listEmissionFactorHistory(
  db: Db,
  actor: Actor,
  cityId: string,
  query: { page: number; pageSize: number },
) {
  authorize(actor, 'emission-factors.read', { cityId });
  const { rows, total } = await listEmissionFactorChanges(db, cityId, query.page, query.pageSize);
  return {
    data: rows.map(({ change, email }) => ({
      id: change.id,
      action: change.action,
      mode: change.mode,
      oldValue: change.oldValue,
      newValue: change.newValue,
      changedAt: change.changedAt.toISOString(),
      changedBy: email,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * An admin's recomputation of a period: the city's counted trips of those days get the GHG avoided of the
 * factors in force (per mode when the city has switched, 0.21 kg/km otherwise) and the statistics rollups follow,
 * in one transaction. The greenpoints already credited, the ledger, challenges and badges are left as they are.
 */
export async function recomputeEmissions(
  db: Db,
  actor: Actor,
  cityId: string,
  input: RecomputeInput,
  now = new Date(),
): Promise<RecomputeResult> {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'emission-factors.write', { cityId });
  if (input.endDate < input.startDate) throw badRequest('end_before_start', 'The end date is before the start date');
  const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 + 1;
  if (days > RECOMPUTE_MAX_DAYS)
    throw badRequest('recompute_range_too_long', 'A recomputation covers 366 days at most');
  return db.transaction(async (tx) => {
    await lockCityEmissionSettings(tx, cityId);
    const emissions = await findCityEmissions(tx, cityId);
    const table = factorTableOf(emissions.overrides);
    const perMetre = (mode: TransportMode) =>
      emissions.perModeSince ? avoidedMgPerMetre(mode, table) : GHG_MG_PER_METRE;
    const result = { trips: 0, changed: 0, ghgMgBefore: 0, ghgMgAfter: 0 };
    let afterId: string | null = null;
    for (;;) {
      const batch = await lockCountedTripBatch(tx, cityId, input, afterId, RECOMPUTE_BATCH);
      const before = [];
      const after = [];
      for (const trip of batch) {
        const ghgMg = Math.round(trip.countedDistanceM * perMetre(trip.activityType));
        result.trips += 1;
        result.ghgMgBefore += trip.ghgMg;
        result.ghgMgAfter += ghgMg;
        if (ghgMg === trip.ghgMg) continue;
        before.push(trip);
        after.push({ ...trip, ghgMg });
      }
      result.changed += after.length;
      await updateTripGhg(tx, after);
      await foldRecomputation(tx, before, after);
      if (batch.length < RECOMPUTE_BATCH) break;
      afterId = batch[batch.length - 1]!.id;
    }
    await setTripsGhgBasis(tx, cityId, input, emissions.perModeSince !== null);
    await insertEmissionFactorChanges(tx, [
      {
        cityId,
        action: 'recompute',
        mode: null,
        oldValue: { ghgMg: result.ghgMgBefore },
        newValue: {
          ...input,
          perMode: emissions.perModeSince !== null,
          trips: result.trips,
          changed: result.changed,
          ghgMg: result.ghgMgAfter,
        },
        changedBy: dashboard.userId,
        changedAt: now,
      },
    ]);
    return result;
  });
}
