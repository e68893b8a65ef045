import { and, asc, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrganisationSort, SortOrder } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  branches,
  challenges,
  externalUsers,
  organisations,
  participants,
  pendingExternalUsers,
  regions,
  trips,
} from '../../db/schema/index.ts';
import { participantStatsDaily, participantStatsMonthly } from '../../rollups/rollups.schema.ts';

/** `%` and `_` typed by the admin are matched literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const adminName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${organisations.coordinatorFirstName}, ${organisations.coordinatorLastName})), '')`;
const participantsCount = sql<number>`(select count(*)::int from participants p where p.organisation_id = "organisations"."id")`;
const activeThisMonth = (monthStart: string) =>
  sql<number>`coalesce((select s.participants from stats_active_participants s where s.scope_type = 'organisation' and s.scope_id = "organisations"."id" and s.period_type = 'month' and s.period_start = ${monthStart}::date), 0)`;

const sortColumns = (monthStart: string): Record<OrganisationSort, SQL | AnyPgColumn> => ({
  name: sql`lower(${organisations.name})`,
  inviteCode: organisations.inviteCode,
  adminName: sql`lower(${adminName})`,
  email: organisations.email,
  contactEmail: organisations.contactEmail,
  region: regions.name,
  lastLogin: organisations.lastLogin,
  employees: organisations.employeesCount,
  participants: participantsCount,
  activeThisMonth: activeThisMonth(monthStart),
});

export type OrganisationListFilter = { cityId: string; q?: string; since?: Date };

/** The city's organisations with the spec's columns and their counts, sorted (name breaks ties), one page. */
export async function listCityOrganisations(
  db: Db,
  filter: OrganisationListFilter,
  options: { sort: OrganisationSort; order: SortOrder; limit: number; offset: number; monthStart: string },
) {
  const where = and(
    eq(organisations.cityId, filter.cityId),
    filter.q
      ? or(
          ilike(organisations.name, containing(filter.q)),
          ilike(organisations.inviteCode, containing(filter.q)),
          ilike(organisations.email, containing(filter.q)),
          ilike(organisations.contactEmail, containing(filter.q)),
          ilike(adminName, containing(filter.q)),
        )
      : undefined,
    filter.since ? gte(organisations.lastLogin, filter.since) : undefined,
  );
  const column = sortColumns(options.monthStart)[options.sort];
  const direction = options.order === 'asc' ? asc : desc;
  const nulls = options.order === 'asc' ? sql`nulls first` : sql`nulls last`;
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      inviteCode: organisations.inviteCode,
      adminName,
      email: organisations.email,
      contactEmail: organisations.contactEmail,
      region: regions.name,
      lastLogin: organisations.lastLogin,
      active: organisations.active,
      employees: organisations.employeesCount,
      participants: participantsCount,
      activeThisMonth: activeThisMonth(options.monthStart),
    })
    .from(organisations)
    .leftJoin(regions, eq(regions.id, organisations.regionId))
    .where(where)
    .orderBy(sql`${direction(column)} ${nulls}`, asc(organisations.name), asc(organisations.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db
    .select({ value: count() })
    .from(organisations)
    .leftJoin(regions, eq(regions.id, organisations.regionId))
    .where(where);
  return { rows, total: totalRow?.value ?? 0 };
}

const sumOf = (column: string) => sql.raw(`coalesce(sum(${column}), 0)::bigint`);

/** An organisation's (or one branch's) figures from the monthly rollups, every month summed. */
export async function sumScopeFigures(db: Db, scopeType: 'organisation' | 'branch', scopeIds: string[]) {
  if (scopeIds.length === 0) return [];
  const result = await db.execute<{
    scope_id: string;
    trips: string;
    sessions: string;
    distance_m: string;
    ghg_mg: string;
    greenpoints: string;
  }>(sql`
    select scope_id, ${sumOf('trips')} as trips, ${sumOf('sessions')} as sessions, ${sumOf('distance_m')} as distance_m,
      ${sumOf('ghg_mg')} as ghg_mg, ${sumOf('greenpoints')} as greenpoints
    from stats_monthly
    where scope_type = ${scopeType} and scope_id in (${sql.join(
      scopeIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by scope_id`);
  return result.rows.map((row) => ({
    scopeId: row.scope_id,
    trips: Number(row.trips),
    sessions: Number(row.sessions),
    distanceM: Number(row.distance_m),
    ghgMg: Number(row.ghg_mg),
    greenpoints: Number(row.greenpoints),
  }));
}

export async function countActiveInMonth(db: Db, scopeType: 'organisation' | 'branch', scopeId: string, month: string) {
  const result = await db.execute<{ participants: number }>(sql`
    select participants from stats_active_participants
    where scope_type = ${scopeType} and scope_id = ${scopeId}::uuid and period_type = 'month' and period_start = ${month}::date`);
  return Number(result.rows[0]?.participants ?? 0);
}

/** The organisation's branches with their participant counts, by name. */
export async function listBranchesWithCounts(db: Db, organisationId: string) {
  return db
    .select({
      id: branches.id,
      name: branches.name,
      // named in full: in a select of one table, Drizzle writes a column without its table (p.id would be read)
      participants: sql<number>`(select count(*)::int from participants p where p.branch_id = "branches"."id")`,
    })
    .from(branches)
    .where(eq(branches.organisationId, organisationId))
    .orderBy(asc(branches.name));
}

/** The organisation's co-admins, confirmed and invited. */
export async function listOrganisationCoAdmins(db: Db, organisationId: string) {
  const [confirmed, pending] = await Promise.all([
    db
      .select()
      .from(externalUsers)
      .where(eq(externalUsers.organisationId, organisationId))
      .orderBy(asc(externalUsers.createdOn)),
    db
      .select()
      .from(pendingExternalUsers)
      .where(eq(pendingExternalUsers.organisationId, organisationId))
      .orderBy(asc(pendingExternalUsers.createdOn)),
  ]);
  return { confirmed, pending };
}

/** One page of the organisation's participants (name or email containing `q`), by last and first name. */
export async function listOrganisationParticipants(
  db: Db,
  organisationId: string,
  options: { q?: string; limit: number; offset: number },
) {
  const where = and(
    eq(participants.organisationId, organisationId),
    options.q
      ? or(
          ilike(sql`concat_ws(' ', ${participants.firstName}, ${participants.lastName})`, containing(options.q)),
          ilike(participants.email, containing(options.q)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      email: participants.email,
      branchId: participants.branchId,
      branchName: branches.name,
      joinedAt: participants.joinedAt,
    })
    .from(participants)
    .leftJoin(branches, eq(branches.id, participants.branchId))
    .where(where)
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(participants.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db.select({ value: count() }).from(participants).where(where);
  return { rows, total: totalRow?.value ?? 0 };
}

export async function findBranchesForUpdate(tx: Tx, branchIds: string[]) {
  return tx
    .select({ id: branches.id, organisationId: branches.organisationId, name: branches.name })
    .from(branches)
    .where(or(...branchIds.map((id) => eq(branches.id, id))))
    .for('update');
}

export async function findBranch(db: Db | Tx, branchId: string) {
  const [row] = await db
    .select({ id: branches.id, organisationId: branches.organisationId })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row;
}

export async function findParticipantAffiliation(db: Db | Tx, participantId: string) {
  const [row] = await db
    .select({
      id: participants.id,
      cityId: participants.cityId,
      organisationId: participants.organisationId,
      branchId: participants.branchId,
    })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row;
}

const SCOPE_TABLES = [
  { table: 'stats_daily', key: 'day, activity_type', measures: ['trips', 'sessions'] },
  { table: 'stats_monthly', key: 'month, activity_type', measures: ['trips', 'sessions'] },
  { table: 'stats_distance_daily', key: 'day, activity_type, distance_band', measures: ['sessions'] },
  { table: 'stats_distance_monthly', key: 'month, activity_type, distance_band', measures: ['sessions'] },
] as const;
const SUMMED = ['distance_m', 'ghg_mg', 'greenpoints', 'duration_s', 'calories'];

/**
 * Moves a branch's rows of a scope rollup onto another branch, adding where both have one. The active-participant
 * counters add up too: a participant is counted once per period, in the branch of their first trip of it, so
 * the two branches' sets are disjoint.
 */
async function moveBranchScopeRows(tx: Tx, fromBranchId: string, intoBranchId: string) {
  for (const { table, key, measures } of SCOPE_TABLES) {
    const columns = [...measures, ...SUMMED];
    await tx.execute(sql`
      insert into ${sql.raw(table)} (scope_type, scope_id, ${sql.raw(key)}, ${sql.raw(columns.join(', '))})
      select scope_type, ${intoBranchId}::uuid, ${sql.raw(key)}, ${sql.raw(columns.join(', '))}
      from ${sql.raw(table)} where scope_type = 'branch' and scope_id = ${fromBranchId}::uuid
      on conflict (scope_type, scope_id, ${sql.raw(key)}) do update set
        ${sql.raw(columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', '))}`);
    await tx.execute(
      sql`delete from ${sql.raw(table)} where scope_type = 'branch' and scope_id = ${fromBranchId}::uuid`,
    );
  }
  await tx.execute(sql`
    insert into stats_active_participants (scope_type, scope_id, period_type, period_start, participants)
    select scope_type, ${intoBranchId}::uuid, period_type, period_start, participants
    from stats_active_participants where scope_type = 'branch' and scope_id = ${fromBranchId}::uuid
    on conflict (scope_type, scope_id, period_type, period_start) do update set
      participants = stats_active_participants.participants + excluded.participants`);
  await tx.execute(
    sql`delete from stats_active_participants where scope_type = 'branch' and scope_id = ${fromBranchId}::uuid`,
  );
}

/** The participants' yearly rows under the merged branch join their rows under the other one. */
async function moveParticipantYearlyRows(tx: Tx, fromBranchId: string, intoBranchId: string) {
  const columns = ['trips', 'sessions', ...SUMMED];
  await tx.execute(sql`
    insert into participant_stats_yearly (participant_id, year, city_id, organisation_id, branch_id,
      ${sql.raw(columns.join(', '))}, first_active_day)
    select participant_id, year, city_id, organisation_id, ${intoBranchId}::uuid, ${sql.raw(columns.join(', '))},
      first_active_day
    from participant_stats_yearly where branch_id = ${fromBranchId}::uuid
    on conflict (participant_id, year, city_id, organisation_id, branch_id) do update set
      ${sql.raw(columns.map((column) => `${column} = participant_stats_yearly.${column} + excluded.${column}`).join(', '))},
      first_active_day = least(participant_stats_yearly.first_active_day, excluded.first_active_day)`);
  await tx.execute(sql`delete from participant_stats_yearly where branch_id = ${fromBranchId}::uuid`);
}

/**
 * Merges a branch into another of the same organisation: its participants, their trips (and so their history),
 * its challenges and every rollup row move to the other branch, then the branch is deleted. Run in one transaction.
 */
export async function mergeBranchRows(tx: Tx, fromBranchId: string, intoBranchId: string) {
  const moved = await tx
    .update(participants)
    .set({ branchId: intoBranchId })
    .where(eq(participants.branchId, fromBranchId))
    .returning({ id: participants.id });
  const movedTrips = await tx
    .update(trips)
    .set({ branchId: intoBranchId })
    .where(eq(trips.branchId, fromBranchId))
    .returning({ id: trips.id });
  await tx.update(challenges).set({ branchId: intoBranchId }).where(eq(challenges.branchId, fromBranchId));
  await tx
    .update(participantStatsDaily)
    .set({ branchId: intoBranchId })
    .where(eq(participantStatsDaily.branchId, fromBranchId));
  await tx
    .update(participantStatsMonthly)
    .set({ branchId: intoBranchId })
    .where(eq(participantStatsMonthly.branchId, fromBranchId));
  await moveParticipantYearlyRows(tx, fromBranchId, intoBranchId);
  await moveBranchScopeRows(tx, fromBranchId, intoBranchId);
  await tx.delete(branches).where(eq(branches.id, fromBranchId));
  return { participants: moved.length, trips: movedTrips.length };
}

export async function setParticipantAffiliation(
  tx: Tx,
  participantId: string,
  affiliation: { organisationId: string; branchId: string | null },
) {
  await tx.update(participants).set(affiliation).where(eq(participants.id, participantId));
}
