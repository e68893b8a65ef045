import {
  countDays,
  isValidDay,
  listBuckets,
  MAX_RANGE_DAYS,
  type PeriodSelection,
  type TransportMode,
  type TripMeasures,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { BucketModeMeasures } from '../../stats-queries/measures.ts';
import { getRollupMeasures } from '../../stats-queries/get-rollup-measures.ts';
import { getCarpoolFigures } from '../../stats-queries/get-carpool-figures.ts';
import type { StatsScope } from '../../stats-queries/stats-scope.ts';
import { findCarpoolEvent } from '../carpool-events/carpool-events.repository.ts';
import { getDistanceMeasures } from '../../stats-queries/get-distance-measures.ts';
import { listTracks } from '../../stats-queries/list-tracks.ts';
import { listTrips } from '../../stats-queries/list-trips.ts';
import { findCityOwner } from './stats.repository.ts';
import { resolveOwnStatsOwner, resolveStatsPeriod, resolveStatsRequest } from './stats-request.service.ts';
import { summariseMeasures, toApiMeasures } from './stats-measures.ts';
import { writeTracksJson, type TracksJson } from './tracks-json.ts';

export const CARPOOL_MODES = ['carpool', 'carpool_electric_car'] as const satisfies readonly TransportMode[];
/** Raw sessions are paged up to this many; the count stops there too. */
export const MAX_RAW_SESSIONS = 10_000;
/** At most this many tracks in one map, the newest. */
export const MAX_TRACKS = 2_000;

type Range = { startDate: string; endDate: string; granularity: TripMeasures['range']['granularity'] };

function toTripMeasures(rows: BucketModeMeasures[], range: Range, modes?: readonly TransportMode[]): TripMeasures {
  const summary = summariseMeasures(rows, listBuckets(range, range.granularity));
  const byMode = modes
    ? modes.map((activityType) => ({
        ...summary.byMode.find((mode) => mode.activityType === activityType),
        activityType,
      }))
    : summary.byMode;
  return {
    range: { startDate: range.startDate, endDate: range.endDate, granularity: range.granularity },
    totals: toApiMeasures(summary.totals),
    byMode: byMode.map(({ activityType, ...measures }) => ({
      activityType,
      ...toApiMeasures({ sessions: 0, distanceM: 0, ghgMg: 0, greenpoints: 0, durationS: 0, calories: 0, ...measures }),
    })),
    series: summary.series.map(({ bucket, ...measures }) => ({ bucket, ...toApiMeasures(measures) })),
  };
}

const isInScope = (
  scope: StatsScope,
  event: { cityId: string; organisationId: string | null; branchId: string | null },
) =>
  scope.kind === 'city'
    ? event.cityId === scope.cityId && (!scope.organisationsOnly || event.organisationId !== null)
    : scope.kind === 'organisation'
      ? event.organisationId === scope.organisationId
      : event.branchId === scope.branchId;

/**
 * Carpool trips (`carpool`, `carpool_electric_car`) of an organisation or a city, from the rollups, with the
 * carpool figures of its events (or of one of them) over the period's occurrences.
 */
export async function getCarpoolStats(
  db: Db,
  actor: Actor,
  query: PeriodSelection & {
    ownerId: string;
    ownerType?: 'organisation' | 'city';
    branchId?: string;
    eventId?: string;
  },
) {
  const { scope, period } = await resolveStatsRequest(db, actor, query);
  if (query.eventId) {
    const event = await findCarpoolEvent(db, query.eventId);
    if (!event || !isInScope(scope, event.event)) throw notFound();
  }
  const [rows, carpool] = await Promise.all([
    getRollupMeasures(db, scope, period, period.granularity, CARPOOL_MODES),
    getCarpoolFigures(db, scope, period, query.eventId),
  ]);
  return { data: { ...toTripMeasures(rows, period, CARPOOL_MODES), carpool } };
}

/**
 * Sustainable trips of the actor's own organisation or city in the period (of one mode, of a recorded
 * distance between two bounds in whole km, both included): from the rollups, or from the distance rollups
 * when a distance bound is set. Bounds that are not whole km answer 400 `distance_not_whole_km`.
 */
export async function getSessionsBy(
  db: Db,
  actor: Actor,
  query: PeriodSelection & {
    branchId?: string;
    distanceMin?: number;
    distanceMax?: number;
    activityType?: TransportMode;
  },
) {
  for (const bound of [query.distanceMin, query.distanceMax]) {
    if (bound !== undefined && !Number.isInteger(bound)) {
      throw badRequest('distance_not_whole_km', 'distanceMin and distanceMax are whole kilometres (0, 1, 2, …)');
    }
  }
  if (query.distanceMin !== undefined && query.distanceMax !== undefined && query.distanceMax < query.distanceMin) {
    throw badRequest('invalid_distance_range', 'distanceMax is below distanceMin');
  }
  const { scope, timeZone } = await resolveOwnStatsOwner(db, actor, query);
  const period = await resolveStatsPeriod(db, actor, query, timeZone);
  const modes = query.activityType ? [query.activityType] : undefined;
  const byDistance = query.distanceMin !== undefined || query.distanceMax !== undefined;
  const rows = byDistance
    ? await getDistanceMeasures(db, scope, period, period.granularity, {
        modes,
        minKm: query.distanceMin,
        maxKm: query.distanceMax,
      })
    : await getRollupMeasures(db, scope, period, period.granularity, modes);
  return { data: toTripMeasures(rows, period) };
}

/**
 * One page of the raw trips of the actor's own organisation or city in the period, newest first: the
 * sustainable sessions, or with `useAlternate` every recorded trip (those that did not count carry their
 * reason). Paged up to 10,000 trips.
 */
export async function listRawSessions(
  db: Db,
  actor: Actor,
  query: PeriodSelection & { branchId?: string; useAlternate?: boolean; page: number; pageSize: number },
) {
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= MAX_RAW_SESSIONS) {
    throw badRequest('page_out_of_range', `Raw sessions are listed up to the ${MAX_RAW_SESSIONS} newest`);
  }
  const { scope, timeZone } = await resolveOwnStatsOwner(db, actor, query);
  const period = await resolveStatsPeriod(db, actor, query, timeZone);
  const { rows, total } = await listTrips(db, scope, period, {
    includeNotCounted: query.useAlternate === true,
    offset,
    limit: Math.min(query.pageSize, MAX_RAW_SESSIONS - offset),
    countCap: MAX_RAW_SESSIONS,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      participantId: row.participantId,
      participantName: row.participantName,
      activityType: row.activityType,
      startTime: row.startTime,
      endTime: row.endTime,
      day: row.localDay,
      distanceKm: row.distanceM / 1000,
      durationMin: Math.round(row.durationS / 0.6) / 100,
      source: row.source,
      counted: row.counted,
      reason: row.reason,
      countedDistanceKm: row.countedDistanceM / 1000,
      ghgKg: row.ghgMg / 1_000_000,
      greenpoints: row.greenpoints,
      calories: row.calories,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalIsCapped: total >= MAX_RAW_SESSIONS,
  };
}

/**
 * The tracks of a city's sustainable trips as GeoJSON LineStrings (a city's admins only), filtered by the
 * city's days and times of day; at most 2,000, the newest, and `truncated` says when more matched. Answers
 * the JSON bytes themselves (see writeTracksJson).
 */
export async function getSessionsTracks(
  db: Db,
  actor: Actor,
  body: { cityId: string; startDate: string; endDate: string; startTime: string; endTime: string },
): Promise<TracksJson> {
  const city = await findCityOwner(db, body.cityId);
  if (!city) throw notFound();
  authorize(actor, 'city-stats.read', { cityId: city.id });
  if (!isValidDay(body.startDate) || !isValidDay(body.endDate)) throw badRequest('invalid_date', 'Not a valid date');
  if (body.endDate < body.startDate) throw badRequest('end_before_start', 'The end date is before the start date');
  if (countDays(body) > MAX_RANGE_DAYS) throw badRequest('range_too_long', `At most ${MAX_RANGE_DAYS} days`);
  const rows = await listTracks(db, {
    cityId: city.id,
    timeZone: city.timeZone,
    range: body,
    startTime: body.startTime,
    endTime: body.endTime,
    limit: MAX_TRACKS + 1,
  });
  return writeTracksJson(rows.slice(0, MAX_TRACKS), { truncated: rows.length > MAX_TRACKS, limit: MAX_TRACKS });
}
