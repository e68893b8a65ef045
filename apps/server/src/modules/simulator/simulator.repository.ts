import { eq, sql, type SQL } from 'drizzle-orm';
import { TRIP_MIN_SECONDS, type TransportMode } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { cities, citySettings } from '../../db/schema/index.ts';

/** The city's time zone and the settings its trips are rated under. */
export async function findSimulationCity(db: Db, cityId: string) {
  const [row] = await db
    .select({ timezone: cities.timezone, settings: citySettings })
    .from(cities)
    .leftJoin(citySettings, eq(citySettings.cityId, cities.id))
    .where(eq(cities.id, cityId));
  return row;
}

/** Which trips a simulation replays: the city's (or one organisation's) trips that started in `[from, to)`. */
export type SimulationTrips = {
  cityId: string;
  organisationId: string | null;
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
  /** The planned window's `[open, close, open, close, …]` instants (`plannedWindowInstants`); none for a coefficient. */
  windowInstants: string[];
  /** The planned happy hour's organisation: trips are told apart by it only. */
  ruleOrganisationId: string | null;
  /** Read the participants' declared control points (only when the city withholds points without them). */
  withControlPoints: boolean;
};

/**
 * Everything the rules read of a stored trip but its distance, as a class key: its mode, its duration up to the
 * minimum (beyond it the rules see no difference), its source and manual allowance, the multipliers it was
 * credited with, its organisation's km cap, its participant's control points, its start in the planned window and
 * the planned happy hour's organisation. Trips with a pending or rejected plausibility flag are left out: they
 * were not credited, and the planned rule does not review them.
 */
const CLASS_COLUMNS = [
  'mode',
  'duration',
  'source',
  'manual_allowed',
  'happy_hour',
  'control_point',
  'km_per_trip',
  'control_points',
  'in_window',
  'organisation',
  'per_mode',
] as const;
const CLASS_TYPES = ['text', 'int', 'text', 'bool', 'numeric', 'numeric', 'float8', 'text', 'bool', 'text', 'bool'];

function keyedTrips(query: SimulationTrips): SQL {
  const controlPoints = query.withControlPoints
    ? sql`coalesce((select string_agg(distinct p.kind, ',' order by p.kind) from participant_control_points p
        where p.participant_id = t.participant_id), '')`
    : sql`''`;
  // width_bucket's binary search: odd between an opening and its closing.
  const inWindow =
    query.windowInstants.length > 0
      ? sql`(width_bucket(t.start_time, ${sql.param(query.windowInstants)}::timestamptz[]) % 2 = 1)`
      : sql`false`;
  return sql`select
      t.activity_type as mode,
      t.distance_m as distance,
      least(t.duration_s, ${TRIP_MIN_SECONDS}::int) as duration,
      t.source,
      (t.reason is distinct from 'manual_limit_reached') as manual_allowed,
      t.happy_hour_multiplier as happy_hour,
      t.control_point_coefficient as control_point,
      -- The km cap the trip was credited under, read from what it counted (none when it counted all it made):
      -- the planned rule is the only thing that differs from what happened, not today's organisation limits.
      -- The function (migration 0043, inlined) is the one the triggers that fill trip_classes read.
      trip_km_cap(t.counted, t.counted_distance_m, t.distance_m) as km_per_trip,
      ${controlPoints} as control_points,
      ${inWindow} as in_window,
      coalesce(case when t.organisation_id = ${query.ruleOrganisationId}::uuid then t.organisation_id::text end, '')
        as organisation,
      t.ghg_per_mode as per_mode,
      t.counted,
      t.greenpoints,
      t.ghg_mg,
      t.participant_id
    from trips t
    where t.city_id = ${query.cityId}::uuid
      ${query.organisationId ? sql`and t.organisation_id = ${query.organisationId}::uuid` : sql``}
      and t.start_time >= ${query.from.toISOString()}::timestamptz and t.start_time < ${query.to.toISOString()}::timestamptz
      and t.local_day between ${query.startDate}::date and ${query.endDate}::date
      and (t.review_status is null or t.review_status = 'accepted')`;
}

export type TripClass = {
  mode: TransportMode;
  duration: number;
  source: 'app' | 'manual';
  manual_allowed: boolean;
  happy_hour: string;
  control_point: string;
  km_per_trip: number;
  control_points: string;
  in_window: boolean;
  organisation: string;
  /** Credited on the city's per-mode factors (`trips.ghg_per_mode`). */
  per_mode: boolean;
  /** The shortest and the longest distance of its trips (as recorded in `trip_classes`: a range that holds them). */
  min_distance: number;
  max_distance: number;
};

const columnList = sql.raw(CLASS_COLUMNS.join(', '));

/**
 * One statement without JIT compilation (its start costs more than it saves here) and grouping by hashing: the
 * planner expects about as many classes (or participants) as trips and would sort the month's trips to group them.
 * The period's trips are read through the (city or organisation, start time) index: the planner multiplies the
 * selectivities of the two ranges that both bound the period (start times and local days), expects a tenth of its
 * trips and scans the whole table in parallel — on a 10 M-trip table, 2 GB for a month that lies together in a
 * tenth of it (trips arrive in time order): 0.9–1.0 s against 0.41 s for the bitmap scan. The participants' groups
 * (one per participant of the period: 20,000 in a city's month) are hashed in memory, not spilled to disk. Passing
 * rows from the workers is not charged for (`parallel_tuple_cost`): expecting as many classes as trips, the planner
 * read the classes' pass in one process rather than pay for sending the month's trips to the one that groups them;
 * read by the workers, a million trips take 1.05 s instead of 1.6 s.
 */
async function executeHashed(db: Db, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local parallel_tuple_cost = 0`);
    return tx.execute(statement);
  });
}

/** The classes of the period's trips: alike in everything the rules read of them but their distance. */
export async function groupSimulationClasses(db: Db, query: SimulationTrips): Promise<TripClass[]> {
  const result = await executeHashed(
    db,
    sql`select ${columnList}, min(distance) as min_distance, max(distance) as max_distance
      from (${keyedTrips(query)}) k group by ${columnList}`,
  );
  return result.rows as TripClass[];
}

/**
 * The period's classes as the triggers on `trips` recorded them in `trip_classes` (migration 0043), without
 * reading the trips: each recorded class outside the planned window and, for a window rule, inside it too; of
 * the planned happy hour's organisation or not; when the city withholds points without control points, with each
 * set of control points a participant declared (and none). A superset of the period's classes (a class kept for a
 * trip corrected since, pending or rejected, both sides of the window), each with a distance range that holds its
 * trips': steps found over it are exact for them. Empty when nothing was recorded for the period.
 */
export async function readStoredClasses(db: Db, query: SimulationTrips): Promise<TripClass[]> {
  const stored = await db.execute<
    Omit<TripClass, 'control_points' | 'in_window' | 'organisation'> & { organisation_id: string | null }
  >(sql`
    select activity_type as mode, duration, source, manual_allowed, happy_hour, control_point, km_per_trip, per_mode,
      organisation_id, min(min_distance_m) as min_distance, max(max_distance_m) as max_distance
    from trip_classes
    where city_id = ${query.cityId}::uuid
      ${query.organisationId ? sql`and organisation_id = ${query.organisationId}::uuid` : sql``}
      and local_day between ${query.startDate}::date and ${query.endDate}::date
    group by activity_type, duration, source, manual_allowed, happy_hour, control_point, km_per_trip, per_mode,
      organisation_id`);
  const controlPointSets = query.withControlPoints ? await readControlPointSets(db) : [''];
  const windows = query.windowInstants.length > 0 ? [false, true] : [false];
  const ruleOrganisation = query.ruleOrganisationId?.toLowerCase() ?? null;
  const classes = new Map<string, TripClass>();
  for (const row of stored.rows) {
    for (const in_window of windows) {
      for (const control_points of controlPointSets) {
        const group: TripClass = {
          mode: row.mode,
          duration: Number(row.duration),
          source: row.source,
          manual_allowed: row.manual_allowed,
          happy_hour: row.happy_hour,
          control_point: row.control_point,
          km_per_trip: Number(row.km_per_trip),
          control_points,
          in_window,
          organisation:
            row.organisation_id !== null && row.organisation_id === ruleOrganisation ? row.organisation_id : '',
          per_mode: row.per_mode,
          min_distance: Number(row.min_distance),
          max_distance: Number(row.max_distance),
        };
        const key = classKeyOf(group);
        const known = classes.get(key);
        if (!known) classes.set(key, group);
        else {
          known.min_distance = Math.min(known.min_distance, group.min_distance);
          known.max_distance = Math.max(known.max_distance, group.max_distance);
        }
      }
    }
  }
  return [...classes.values()];
}

/** A class's key as text: its values of the key's columns, in their order. */
export const classKeyOf = (group: Pick<TripClass, (typeof CLASS_COLUMNS)[number]>) =>
  CLASS_COLUMNS.map((column) => String(group[column])).join('|');

/** Every set of control points a participant declared, as the trips' class key writes it, and none (''). */
async function readControlPointSets(db: Db): Promise<string[]> {
  const result = await db.execute<{ control_points: string }>(sql`
    select distinct string_agg(kind, ',' order by kind) as control_points
    from participant_control_points group by participant_id`);
  return ['', ...result.rows.map((row) => row.control_points).filter((set) => set !== '')];
}

/**
 * A class as replayed (`replaySteps`): the distances from which its steps hold (ascending) with their count and
 * greenpoints, the distance its counted trips are capped at, and the mg of GHG they avoid per metre.
 */
export type ReplayedClassSteps = Pick<TripClass, (typeof CLASS_COLUMNS)[number]> & {
  steps: { fromM: number; counted: boolean; greenpoints: number }[];
  capM: number | null;
  avoidedMgPerMetre: number;
};

const NO_TRIPS = {
  unclassified: 0,
  trips: 0,
  counted: 0,
  greenpoints: 0,
  ghg_mg: 0,
  planned_counted: 0,
  planned_greenpoints: 0,
  planned_ghg: 0,
  participants: 0,
  affected: 0,
};

/** Distances are below 2³²: a class's index times it, plus a distance, orders every class's steps in one array. */
const CLASS_SPAN = 2 ** 32;

/**
 * The period's totals, as credited and as replayed: each trip finds its class's step by `width_bucket` over every
 * class's step boundaries; its GHG is `ghgAvoidedMg` (contracts' trip rules) of its distance up to the class's cap,
 * rounded half up as `Math.round` (exactly: the float8 product is JavaScript's). Participants: distinct ones with
 * a counted trip, and those with a trip whose stored count, greenpoints or GHG differs from its replay.
 * A trip finds its class by the key's columns that differ between the classes only: a column with one value in
 * every class has that value in every trip, the classes being (a superset of) the trips' — not computing and
 * comparing the others halves the statement on a city's month. `unclassified`: trips that found no class (none
 * when the classes are the trips').
 */
export async function sumSimulation(db: Db, query: SimulationTrips, classes: ReplayedClassSteps[]) {
  if (classes.length === 0) return NO_TRIPS;
  const varying = CLASS_COLUMNS.map((column, index) => ({ column, type: CLASS_TYPES[index]! })).filter(
    ({ column }) => new Set(classes.map((group) => String(group[column]))).size > 1,
  );
  const arrays = varying.map(
    ({ column, type }) => sql`${sql.param(classes.map((group) => group[column]))}::${sql.raw(type)}[]`,
  );
  const keyColumns = sql.raw(varying.map(({ column }) => column).join(', '));
  const steps = classes.flatMap((group, index) =>
    group.steps.map((step) => ({ ...step, key: index * CLASS_SPAN + step.fromM })),
  );
  const result = await executeHashed(
    db,
    sql`with r as (
        select k.participant_id, k.counted, k.greenpoints, k.ghg_mg,
          width_bucket(c.class::int8 * ${CLASS_SPAN}::int8 + k.distance, ${sql.param(steps.map((step) => step.key))}::int8[])
            as step,
          least(k.distance, coalesce(c.cap_m, k.distance))::float8 * c.avoided as raw_ghg
        from (${keyedTrips(query)}) k
        left join unnest(${sql.join(
          [
            ...arrays,
            sql`${sql.param(classes.map((_, index) => index))}::int[]`,
            sql`${sql.param(classes.map((group) => group.capM))}::int[]`,
            sql`${sql.param(classes.map((group) => group.avoidedMgPerMetre))}::float8[]`,
          ],
          sql`, `,
        )})
          as c(${varying.length > 0 ? sql`${keyColumns}, ` : sql``}class, cap_m, avoided)
          ${varying.length > 0 ? sql`using (${keyColumns})` : sql`on true`}
      ), p as (
        select r.*, (${sql.param(steps.map((step) => step.counted))}::bool[])[step] as planned_counted,
          (${sql.param(steps.map((step) => step.greenpoints))}::int[])[step] as planned_greenpoints,
          (floor(raw_ghg) + case when raw_ghg - floor(raw_ghg) >= 0.5 then 1 else 0 end)::int8 as planned_ghg
        from r
      ), q as (
        select participant_id, count(*) filter (where step is null) as unclassified, count(*) as trips,
          count(*) filter (where counted) as counted, sum(greenpoints) as greenpoints, sum(ghg_mg) as ghg_mg,
          count(*) filter (where planned_counted) as planned_counted,
          sum(planned_greenpoints) as planned_greenpoints,
          sum(planned_ghg) filter (where planned_counted) as planned_ghg,
          bool_or(planned_counted <> counted or planned_greenpoints <> greenpoints
            or (case when planned_counted then planned_ghg else 0 end) <> ghg_mg) as affected
        from p group by participant_id
      )
      select coalesce(sum(unclassified), 0)::int as unclassified, coalesce(sum(trips), 0)::int as trips, coalesce(sum(counted), 0)::int as counted,
        coalesce(sum(greenpoints), 0)::float8 as greenpoints, coalesce(sum(ghg_mg), 0)::float8 as ghg_mg,
        coalesce(sum(planned_counted), 0)::int as planned_counted,
        coalesce(sum(planned_greenpoints), 0)::float8 as planned_greenpoints,
        coalesce(sum(planned_ghg), 0)::float8 as planned_ghg,
        count(*) filter (where counted > 0)::int as participants, count(*) filter (where affected)::int as affected
      from q`,
  );
  return result.rows[0] as typeof NO_TRIPS;
}
