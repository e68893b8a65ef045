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
 * Everything the rules read of a stored trip, as a group key: its mode and exact distance, its duration up to the
 * minimum (beyond it the rules see no difference), its source and manual allowance, the multipliers it was
 * credited with, its organisation's km cap, its participant's control points, its start in the planned window and
 * the planned happy hour's organisation. Trips with a pending or rejected plausibility flag are left out: they
 * were not credited, and the planned rule does not review them.
 */
const GROUP_COLUMNS = [
  'mode',
  'distance',
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
const GROUP_TYPES = [
  'text',
  'int',
  'int',
  'text',
  'bool',
  'numeric',
  'numeric',
  'float8',
  'text',
  'bool',
  'text',
  'bool',
] as const;

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
      (case when t.counted and t.counted_distance_m < t.distance_m then t.counted_distance_m / 1000.0 else 0 end)::float8
        as km_per_trip,
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

export type TripGroup = {
  mode: TransportMode;
  distance: number;
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
  trips: number;
  /** What the group's trips were credited: counted ones, greenpoints, GHG, and whether all were credited alike. */
  counted: number;
  greenpoints: number;
  ghg_mg: number;
  alike_greenpoints: number | null;
  alike_ghg_mg: number | null;
};

const columnList = sql.raw(GROUP_COLUMNS.join(', '));

/**
 * The trips of the period grouped by everything the rules read of them, with their number and what they were
 * credited (`alike_*`: the one value all of them were credited, null when they differ). One statement with its own
 * memory for the grouping, and no JIT compilation (its start costs more than it saves here).
 */
export async function groupSimulationTrips(db: Db, query: SimulationTrips): Promise<TripGroup[]> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local jit = off`);
    return tx.execute(
      sql`select ${columnList}, count(*)::int as trips, count(*) filter (where counted)::int as counted,
          sum(greenpoints)::float8 as greenpoints, sum(ghg_mg)::float8 as ghg_mg,
          case when min(greenpoints) = max(greenpoints) and bool_and(counted) = bool_or(counted)
            then min(greenpoints) end as alike_greenpoints,
          case when min(ghg_mg) = max(ghg_mg) then min(ghg_mg)::float8 end as alike_ghg_mg
        from (${keyedTrips(query)}) k group by ${columnList}`,
    );
  });
  return result.rows as TripGroup[];
}

/** A group as replayed: `changed` (all its trips credited alike, and not as replayed), `unchanged`, or `mixed`. */
export type GroupReplay = Pick<TripGroup, (typeof GROUP_COLUMNS)[number]> & {
  kind: 'changed' | 'unchanged' | 'mixed';
  greenpoints: number;
  ghgMg: number;
  counted: boolean;
};

/**
 * Distinct participants with a counted trip in the period, and those with a trip whose stored outcome differs from
 * its replay. The groups sent are the mixed ones (compared trip by trip) with the fewer of the changed and the
 * unchanged ones (`listed`): a trip of a group not sent is of the other kind.
 */
export async function countSimulationParticipants(
  db: Db,
  query: SimulationTrips,
  groups: GroupReplay[],
  listed: 'changed' | 'unchanged',
) {
  const arrays = GROUP_COLUMNS.map(
    (column, index) => sql`${sql.param(groups.map((group) => group[column]))}::${sql.raw(GROUP_TYPES[index]!)}[]`,
  );
  const differs = sql`(c.kind = 'mixed' and (k.greenpoints <> c.replay_greenpoints or k.ghg_mg <> c.replay_ghg_mg
    or k.counted <> c.replay_counted))`;
  const affected = listed === 'changed' ? sql`(c.kind = 'changed' or ${differs})` : sql`(c.kind is null or ${differs})`;
  const result = await db.execute(
    sql`select count(distinct k.participant_id) filter (where k.counted)::int as participants,
        count(distinct k.participant_id) filter (where ${affected})::int as affected
      from (${keyedTrips(query)}) k
      left join unnest(${sql.join(arrays, sql`, `)},
          ${sql.param(groups.map((group) => group.kind))}::text[],
          ${sql.param(groups.map((group) => group.greenpoints))}::int[],
          ${sql.param(groups.map((group) => group.ghgMg))}::int8[],
          ${sql.param(groups.map((group) => group.counted))}::bool[])
        as c(${columnList}, kind, replay_greenpoints, replay_ghg_mg, replay_counted)
        using (${columnList})`,
  );
  const row = result.rows[0] as { participants: number; affected: number };
  return { participants: row.participants, affected: row.affected };
}
