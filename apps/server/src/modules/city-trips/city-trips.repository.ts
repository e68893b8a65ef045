import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CITY_TRIP_DISTANCE_BANDS,
  distanceBandBounds,
  REPEATED_REFUSALS_THRESHOLD,
  type CityTripFilters,
  type CityTripListQuery,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { authUsers, branches, organisations, participants, tripCorrections, trips } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const enteredBy = alias(authUsers, 'entered_by_user');

/** The conditions of the filters, on the city's trips (its (city, start time) index bounds the date range). */
export function cityTripConditions(cityId: string, filters: CityTripFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(trips.cityId, cityId)];
  if (filters.from) {
    conditions.push(gte(trips.localDay, filters.from));
    conditions.push(gte(trips.startTime, new Date(Date.parse(filters.from) - DAY_MS)));
  }
  if (filters.to) {
    conditions.push(lte(trips.localDay, filters.to));
    conditions.push(lt(trips.startTime, new Date(Date.parse(filters.to) + 2 * DAY_MS)));
  }
  if (filters.mode) conditions.push(eq(trips.activityType, filters.mode));
  const reviewedOk = or(isNull(trips.reviewStatus), eq(trips.reviewStatus, 'accepted'));
  switch (filters.status) {
    case 'counted':
      conditions.push(and(reviewedOk, eq(trips.counted, true)));
      break;
    case 'not_counted':
      conditions.push(and(reviewedOk, eq(trips.counted, false)));
      break;
    case 'pending':
    case 'rejected':
      conditions.push(eq(trips.reviewStatus, filters.status));
      break;
  }
  if (filters.reason) {
    conditions.push(
      or(
        sql`${trips.reason} = ${filters.reason}`,
        sql`${trips.reviewReason} = ${filters.reason} and ${trips.reviewStatus} <> 'accepted'`,
      ),
    );
  }
  if (filters.source) conditions.push(eq(trips.source, filters.source));
  if (filters.enteredByAdmin === 'true') conditions.push(isNotNull(trips.enteredBy));
  if (filters.enteredByAdmin === 'false') conditions.push(isNull(trips.enteredBy));
  if (filters.organisationId) conditions.push(eq(trips.organisationId, filters.organisationId));
  if (filters.participantId) conditions.push(eq(trips.participantId, filters.participantId));
  if (filters.band) {
    const [from, to] = distanceBandBounds(filters.band);
    conditions.push(gte(trips.distanceM, from));
    if (to !== null) conditions.push(lt(trips.distanceM, to));
  }
  return and(...conditions)!;
}

const tripColumns = {
  id: trips.id,
  participantId: trips.participantId,
  firstName: participants.firstName,
  lastName: participants.lastName,
  participantEmail: participants.email,
  organisationId: trips.organisationId,
  organisationName: organisations.name,
  activityType: trips.activityType,
  startTime: trips.startTime,
  endTime: trips.endTime,
  distanceM: trips.distanceM,
  durationS: trips.durationS,
  source: trips.source,
  counted: trips.counted,
  reason: trips.reason,
  reviewStatus: trips.reviewStatus,
  reviewReason: trips.reviewReason,
  greenpoints: trips.greenpoints,
  ghgMg: trips.ghgMg,
  enteredByName: enteredBy.name,
  correctedAt: trips.correctedAt,
};
export type CityTripRow = Awaited<ReturnType<typeof listCityTripPage>>['rows'][number];

const SORT_COLUMNS = {
  startTime: [trips.startTime],
  distance: [trips.distanceM, trips.startTime],
  greenpoints: [trips.greenpoints, trips.startTime],
  participant: [participants.lastName, participants.firstName, trips.startTime],
} as const;

function tripsQuery(db: Db, where: SQL) {
  return db
    .select(tripColumns)
    .from(trips)
    .innerJoin(participants, eq(participants.id, trips.participantId))
    .leftJoin(organisations, eq(organisations.id, trips.organisationId))
    .leftJoin(enteredBy, eq(enteredBy.id, trips.enteredBy))
    .where(where);
}

/** One page of the city's trips matching the filters, sorted, with the total. */
export async function listCityTripPage(db: Db, cityId: string, query: CityTripListQuery) {
  const where = cityTripConditions(cityId, query);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    tripsQuery(db, where)
      .orderBy(...SORT_COLUMNS[query.sort].map((column) => direction(column)), direction(trips.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(trips).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The export's batches: newest first, read by keyset (start time, id) so that memory stays flat. */
export function listCityTripBatch(db: Db, where: SQL, size: number, after?: { startTime: Date; id: string }) {
  return tripsQuery(
    db,
    after
      ? and(
          where,
          sql`(${trips.startTime}, ${trips.id}) < (${after.startTime.toISOString()}::timestamptz, ${after.id}::uuid)`,
        )!
      : where,
  )
    .orderBy(desc(trips.startTime), desc(trips.id))
    .limit(size);
}

/** Trips of the filters per distance band and mode (the spec's `get-sessions-by`). */
export async function countCityTripsByDistance(db: Db, cityId: string, filters: CityTripFilters) {
  const bandCase = sql.join(
    [
      sql`case`,
      ...CITY_TRIP_DISTANCE_BANDS.map((band) => {
        const [from, to] = distanceBandBounds(band);
        return to === null
          ? sql`when ${trips.distanceM} >= ${from} then ${band}`
          : sql`when ${trips.distanceM} >= ${from} and ${trips.distanceM} < ${to} then ${band}`;
      }),
      sql`end`,
    ],
    sql` `,
  );
  const rows = await db
    .select({
      band: sql<string>`${bandCase}`.as('band'),
      activityType: trips.activityType,
      trips: sql<number>`count(*)::int`,
      distanceM: sql<number>`coalesce(sum(${trips.distanceM}), 0)::float8`,
    })
    .from(trips)
    .where(cityTripConditions(cityId, filters))
    .groupBy(sql`1`, trips.activityType);
  return rows;
}

/** The trip's city (for the policy), or nothing. */
export async function findTripCity(db: Db, tripId: string) {
  const [row] = await db.select({ id: trips.id, cityId: trips.cityId }).from(trips).where(eq(trips.id, tripId));
  return row;
}

export async function findCityTrip(db: Db, tripId: string) {
  const [row] = await tripsQuery(db, eq(trips.id, tripId));
  return row;
}

export async function findParticipantCity(db: Db, participantId: string) {
  const [row] = await db
    .select({ id: participants.id, cityId: participants.cityId })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row;
}

/** The admin's display name, kept on the audit row. */
export async function findUserName(db: Db, userId: string) {
  const [row] = await db.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, userId));
  return row?.name ?? '';
}

export function listTripCorrections(db: Db, tripId: string) {
  return db
    .select()
    .from(tripCorrections)
    .where(eq(tripCorrections.tripId, tripId))
    .orderBy(desc(tripCorrections.createdAt), desc(tripCorrections.id));
}

/** The participant picker: the city's participants by name or email (contains, case-insensitive), 20 at most. */
export function searchCityParticipants(db: Db, cityId: string, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      email: participants.email,
      organisationName: organisations.name,
    })
    .from(participants)
    .leftJoin(organisations, eq(organisations.id, participants.organisationId))
    .where(
      and(
        eq(participants.cityId, cityId),
        q
          ? or(
              ilike(sql`${participants.firstName} || ' ' || ${participants.lastName}`, pattern),
              ilike(participants.email, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(participants.id))
    .limit(20);
}

type ErrorUserRow = {
  participant_id: string;
  first_name: string;
  last_name: string;
  email: string;
  organisation_name: string | null;
  reason: string;
  count: number;
  branch_id: string | null;
};

/**
 * The city's participants whose data is inconsistent, each with its reason (one row per participant and
 * reason): trips refused repeatedly in the last 30 days, a branch not of their organisation, a deactivated
 * organisation, another account of the city with the same email.
 */
export async function listErrorUsers(db: Db, cityId: string, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const result = await db.execute<ErrorUserRow>(sql`
    with flagged as (
      select participant_id, 'repeated_refusals' as reason, count(*)::int as count, null::uuid as branch_id
      from trips
      where city_id = ${cityId}::uuid and review_status in ('pending', 'rejected') and created_at >= ${since}::timestamptz
      group by participant_id having count(*) >= ${REPEATED_REFUSALS_THRESHOLD}
      union all
      select p.id, 'branch_mismatch', 1, p.branch_id
      from participants p join branches b on b.id = p.branch_id
      where p.city_id = ${cityId}::uuid and b.organisation_id is distinct from p.organisation_id
      union all
      select p.id, 'inactive_organisation', 1, null
      from participants p join organisations o on o.id = p.organisation_id
      where p.city_id = ${cityId}::uuid and not o.active
      union all
      select p.id, 'duplicate_email', d.count, null
      from participants p join (
        select lower(email) as email, count(*)::int as count from participants
        where city_id = ${cityId}::uuid group by lower(email) having count(*) > 1
      ) d on d.email = lower(p.email)
      where p.city_id = ${cityId}::uuid
    )
    select f.participant_id, p.first_name, p.last_name, p.email, o.name as organisation_name, f.reason,
      f.count, f.branch_id
    from flagged f
    join participants p on p.id = f.participant_id
    left join organisations o on o.id = p.organisation_id
    order by f.reason, p.last_name, p.first_name, p.id
    limit 500`);
  return result.rows;
}

/** Clears a participant's branch when it is not of the participant's organisation; answers whether it did. */
export async function clearMismatchedBranch(db: Db, participantId: string) {
  const rows = await db
    .update(participants)
    .set({ branchId: null, updatedAt: new Date() })
    .where(
      and(
        eq(participants.id, participantId),
        sql`exists (select 1 from ${branches} b where b.id = ${participants.branchId}
          and b.organisation_id is distinct from ${participants.organisationId})`,
      ),
    )
    .returning({ id: participants.id });
  return rows.length > 0;
}
