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
  timezone: string;
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
  /** The local slots (`isoWeekday × 1440 + minute`) of the planned happy hour's window (none for a coefficient). */
  windowSlots: number[];
  /** The planned happy hour's organisation: trips are told apart by it only. */
  ruleOrganisationId: string | null;
  /** Read the participants' declared control points (only when the city withholds points without them). */
  withControlPoints: boolean;
};

/**
 * Everything the rules read of a stored trip, as a group key: its mode and exact distance, its duration up to the
 * minimum (beyond it the rules see no difference), its source and manual allowance, the multipliers it was
 * credited with, its organisation's km cap, its participant's control points, its start in the planned window,
 * and its stored outcome. Trips with a pending or rejected plausibility flag are left out: they were not credited,
 * and the planned rule does not review them.
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
  'counted',
  'greenpoints',
  'ghg_mg',
] as const;
const GROUP_TYPES = [
  'text',
  'int',
  'int',
  'text',
  'bool',
  'float8',
  'float8',
  'float8',
  'text',
  'bool',
  'text',
  'bool',
  'int',
  'int8',
] as const;

function keyedTrips(query: SimulationTrips): SQL {
  const local = sql`(t.start_time at time zone ${query.timezone})`;
  const controlPoints = query.withControlPoints
    ? sql`coalesce((select string_agg(distinct p.kind, ',' order by p.kind) from participant_control_points p
        where p.participant_id = t.participant_id), '')`
    : sql`''`;
  return sql`select
      t.activity_type as mode,
      t.distance_m as distance,
      least(t.duration_s, ${TRIP_MIN_SECONDS}::int) as duration,
      t.source,
      (t.reason is distinct from 'manual_limit_reached') as manual_allowed,
      t.happy_hour_multiplier::float8 as happy_hour,
      t.control_point_coefficient::float8 as control_point,
      coalesce((os.limits->>'kmPerTrip')::float8, 0) as km_per_trip,
      ${controlPoints} as control_points,
      ((extract(isodow from ${local})::int * 1440 + extract(hour from ${local})::int * 60
        + extract(minute from ${local})::int) = any(${sql.param(query.windowSlots)}::int[])) as in_window,
      coalesce(case when t.organisation_id = ${query.ruleOrganisationId}::uuid then t.organisation_id::text end, '')
        as organisation,
      t.counted,
      t.greenpoints,
      t.ghg_mg,
      t.participant_id
    from trips t
    left join organisation_settings os on os.organisation_id = t.organisation_id
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
  happy_hour: number;
  control_point: number;
  km_per_trip: number;
  control_points: string;
  in_window: boolean;
  organisation: string;
  counted: boolean;
  greenpoints: number;
  ghg_mg: number;
  trips: number;
};

const columnList = sql.raw(GROUP_COLUMNS.join(', '));

/** The trips of the period grouped by everything the rules read of them, with their number. */
export async function groupSimulationTrips(db: Db, query: SimulationTrips): Promise<TripGroup[]> {
  const result = await db.execute(
    sql`select ${columnList}, count(*)::int as trips from (${keyedTrips(query)}) k group by ${columnList}`,
  );
  return (result.rows as TripGroup[]).map((row) => ({ ...row, ghg_mg: Number(row.ghg_mg) }));
}

type GroupKey = Omit<TripGroup, 'trips'>;

/**
 * Distinct participants with a counted trip in the period, and those with a trip in one of the `changed` groups
 * (whose outcome the planned rule changes).
 */
export async function countSimulationParticipants(db: Db, query: SimulationTrips, changed: GroupKey[]) {
  const arrays = GROUP_COLUMNS.map(
    (column, index) => sql`${sql.param(changed.map((group) => group[column]))}::${sql.raw(GROUP_TYPES[index]!)}[]`,
  );
  const result = await db.execute(
    sql`select count(distinct k.participant_id) filter (where k.counted)::int as participants,
        count(distinct k.participant_id) filter (where c.mode is not null)::int as affected
      from (${keyedTrips(query)}) k
      left join unnest(${sql.join(arrays, sql`, `)}) as c(${columnList})
        using (${columnList})`,
  );
  const row = result.rows[0] as { participants: number; affected: number };
  return { participants: row.participants, affected: row.affected };
}
