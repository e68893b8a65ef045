import { sql, type SQL } from 'drizzle-orm';
import type { LOCATION_TYPES } from '@mobiverte/contracts';
import { type TransportMode, type UserListSort } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { branches, dataPolicyAcceptances, organisations, userExports } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { and, desc, eq } from 'drizzle-orm';

/** Whose participants: a city's, or one organisation's within it. */
export type UserScope = { cityId: string; organisationId: string | null };

export type UserFilters = {
  q?: string;
  organisationId?: string;
  branchId?: string;
  mode?: TransportMode;
  activeDays?: number;
  joinedFrom?: string;
  joinedTo?: string;
};

/** The SQL of each sort: read from the participant's row or from its whole-history row (both indexed per city). */
const SORT_SQL: Record<UserListSort, SQL> = {
  lastName: sql`p.last_name`,
  firstName: sql`p.first_name`,
  email: sql`p.email`,
  postalCode: sql`p.postal_code`,
  joinedAt: sql`p.joined_at`,
  lastLogin: sql`p.last_login`,
  lastTripAt: sql`t.last_trip_at`,
  carpoolCode: sql`p.carpool_code`,
  primaryMode: sql`t.primary_mode`,
  totalPoints: sql`p.experience_points`,
  greenpoints: sql`p.greenpoint_balance`,
  ghg: sql`t.ghg_mg`,
  distance: sql`t.distance_m`,
  sessions: sql`t.sessions`,
  activeDays: sql`t.active_days`,
};

/** The sorts on a column of the participant's totals (`participant_totals t`). */
const TOTALS_SORTS: ReadonlySet<UserListSort> = new Set([
  'lastTripAt',
  'primaryMode',
  'ghg',
  'distance',
  'sessions',
  'activeDays',
]);

const NULLABLE_SORTS: ReadonlySet<UserListSort> = new Set([
  'postalCode',
  'lastLogin',
  'lastTripAt',
  'carpoolCode',
  'primaryMode',
]);

/**
 * The conditions of the list and of the export, over `participants p` alone: the count reads no other table
 * (every participant has its totals row), and the page joins `participant_totals t` for its columns and sorts.
 */
export function userConditions(scope: UserScope, filters: UserFilters, timeZone: string, now: Date): SQL {
  const conditions: SQL[] = [sql`p.city_id = ${scope.cityId}`];
  if (scope.organisationId) conditions.push(sql`p.organisation_id = ${scope.organisationId}`);
  if (filters.organisationId) conditions.push(sql`p.organisation_id = ${filters.organisationId}`);
  if (filters.branchId) conditions.push(sql`p.branch_id = ${filters.branchId}`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    // the expression of `participants_search_trgm_idx`: "first last", "last first" and the email, apart
    conditions.push(
      sql`(p.first_name || ' ' || p.last_name || chr(1) || p.last_name || ' ' || p.first_name || chr(1) || p.email) ilike ${pattern}`,
    );
  }
  // read from `participant_mode_totals_mode_active_idx` (the mode's participants with a session, partial index)
  if (filters.mode)
    conditions.push(sql`exists (select 1 from participant_mode_totals m
      where m.participant_id = p.id and m.activity_type = ${filters.mode} and m.sessions > 0)`);
  // The city named on the totals row lets the count read `participant_totals_city_last_trip*_idx` for the range
  // (every participant of the city at once) instead of scanning every city's totals.
  if (filters.activeDays)
    conditions.push(
      sql`exists (select 1 from participant_totals a where a.participant_id = p.id and a.city_id = ${scope.cityId}
        and a.last_trip_at >= ${new Date(now.getTime() - filters.activeDays * 86_400_000).toISOString()}::timestamptz)`,
    );
  if (filters.joinedFrom)
    conditions.push(sql`p.joined_at >= (${filters.joinedFrom}::date)::timestamp at time zone ${timeZone}`);
  if (filters.joinedTo)
    conditions.push(sql`p.joined_at < (${filters.joinedTo}::date + 1)::timestamp at time zone ${timeZone}`);
  return sql.join(conditions, sql` and `);
}

const ROW_COLUMNS = sql`p.id, p.first_name as "firstName", p.last_name as "lastName", p.email,
  p.organisation_id as "organisationId", o.name as "organisationName", p.branch_id as "branchId",
  b.name as "branchName", p.postal_code as "postalCode", p.joined_at as "joinedAt", p.last_login as "lastLogin",
  t.last_trip_at as "lastTripAt", p.carpool_code as "carpoolCode", t.primary_mode as "primaryMode",
  p.experience_points as "totalPoints", p.greenpoint_balance as "greenpoints", t.ghg_mg::float8 as "ghgMg",
  t.distance_m::float8 as "distanceM", t.sessions, t.active_days as "activeDays"`;

export type UserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  organisationId: string | null;
  organisationName: string | null;
  branchId: string | null;
  branchName: string | null;
  postalCode: string | null;
  joinedAt: Date | string;
  lastLogin: Date | string | null;
  lastTripAt: Date | string | null;
  carpoolCode: string | null;
  primaryMode: TransportMode | null;
  totalPoints: number;
  greenpoints: number;
  ghgMg: number;
  distanceM: number;
  sessions: number;
  activeDays: number;
};

const FROM = sql`participants p join participant_totals t on t.participant_id = p.id
  left join organisations o on o.id = p.organisation_id left join branches b on b.id = p.branch_id`;

/** Past this offset a page may be read from the end of the list (the total is then counted first). */
const REVERSE_FROM_OFFSET = 1000;

/**
 * How a page is read. `matchesFirst` (`readsMatchesFirst`): the filter's rows are read first and only they are
 * sorted, for a search sorted on its own text (`q`, read on the trigram index): walking the sort's index and
 * testing each row costs every row that precedes the first match in that order (30,000 for "Gagnon" in a city of
 * 100,000 sorted by name, 10,000 matches of "Tremblay" at the end of it: 162 ms), whatever the planner expects.
 * `reverseFromOffset`: see below.
 */
export type PagePlan = { reverseFromOffset?: number; matchesFirst?: boolean };

/** The sorts that follow the searched text (names, email): a search's matches lie together in their order. */
const TEXT_SORTS: ReadonlySet<UserListSort> = new Set(['lastName', 'firstName', 'email']);

/**
 * Whether a page of this search reads its matches first: for a sort on the searched text only (three characters
 * make a trigram). A measure does not follow the name, so the matches come early in its order and the planner,
 * whose estimate of their number is good, walks the measure's index (a tenth of the city sorted by GHG: 3–5 ms
 * walked, 56–62 ms matches first).
 */
export function readsMatchesFirst(q: string | undefined, sort: UserListSort) {
  return (q?.trim().length ?? 0) >= 3 && TEXT_SORTS.has(sort);
}

/**
 * One page of the list, sorted (ties broken by id, so that pages never overlap), and the total. A page past the
 * middle of the list is read from the other end, in the opposite order (empty values first), and put back in
 * order: the last page of a big city skips as few index entries as the first one.
 */
export async function listUserPage(
  db: Db,
  cityId: string,
  where: SQL,
  sort: UserListSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
  { reverseFromOffset = REVERSE_FROM_OFFSET, matchesFirst = false }: PagePlan = {},
) {
  if (matchesFirst) {
    const rows = await readPage(db, cityId, where, sort, order, false, limit, offset, true);
    if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.matched ?? 0) };
    // a page past the last match has no row to carry their number: they are counted
    return { rows, total: await countUsers(db, where) };
  }
  if (offset < reverseFromOffset) {
    const [rows, total] = await Promise.all([
      readPage(db, cityId, where, sort, order, false, limit, offset),
      countUsers(db, where),
    ]);
    return { rows, total };
  }
  const total = await countUsers(db, where);
  if (offset >= total) return { rows: [], total };
  if (offset + limit / 2 <= total / 2)
    return { rows: await readPage(db, cityId, where, sort, order, false, limit, offset), total };
  // The page's rows are the ones from `total - offset - limit` to `total - offset` counted from the end.
  const fromEnd = total - offset - limit;
  const rows = await readPage(db, cityId, where, sort, order, true, limit + Math.min(0, fromEnd), Math.max(0, fromEnd));
  return { rows: rows.reverse(), total };
}

/** What a sort orders by: its figure (the name sorts by last then first name), then the id that breaks ties. */
function sortColumns(sort: UserListSort) {
  if (sort === 'lastName') return { keys: [sql`p.last_name`, sql`p.first_name`], id: sql`p.id` };
  return { keys: [SORT_SQL[sort]], id: TOTALS_SORTS.has(sort) ? sql`t.participant_id` : sql`p.id` };
}

/** The order of the list, or its exact opposite (`reversed`: every direction and the place of empty values). */
function orderSql(sort: UserListSort, order: 'asc' | 'desc', reversed: boolean, { keys, id } = sortColumns(sort)) {
  const ascending = (order === 'asc') !== reversed;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  // A column that is never null keeps PostgreSQL's default (a backward scan of its index reads `desc` in order);
  // an empty value (no trip yet, never signed in) goes last in both directions, so first when read from the end.
  const nulls = sql.raw(NULLABLE_SORTS.has(sort) ? (reversed ? 'nulls first' : 'nulls last') : '');
  return sql.join([...keys.map((key) => sql`${key} ${direction} ${nulls}`), sql`${id} ${direction}`], sql`, `);
}

async function readPage(
  db: Db,
  cityId: string,
  where: SQL,
  sort: UserListSort,
  order: 'asc' | 'desc',
  reversed: boolean,
  limit: number,
  offset: number,
  matchesFirst = false,
) {
  const orderBy = orderSql(sort, order, reversed);
  // A sort on a total reads the totals' (city, figure, participant) index in order: named on `t`, the city and
  // the tie-breaker let the planner walk it and stop at the page instead of sorting the whole city.
  const totalsCity = TOTALS_SORTS.has(sort) ? sql` and t.city_id = ${cityId}` : sql``;
  // A deferred join: the page's ids are found first over the participants (and their totals for a sort on one)
  // alone, so that a deep page skips index entries instead of whole joined rows (organisation, branch); only
  // the page's rows are then read in full and put back in order.
  const totalsJoin = TOTALS_SORTS.has(sort) ? sql` join participant_totals t on t.participant_id = p.id` : sql``;
  // The matches with their sort keys, behind `offset 0` (a subquery the planner keeps apart: it cannot walk the
  // sort's index instead), then sorted.
  const matchedPageIds = () => {
    const { keys } = sortColumns(sort);
    const columns = sql.join(
      keys.map((key, index) => sql`${key} as ${sql.raw(`k${index}`)}`),
      sql`, `,
    );
    const matchedOrder = orderSql(sort, order, reversed, {
      keys: keys.map((_, index) => sql.raw(`s.k${index}`)),
      id: sql`s.id`,
    });
    // every match is read anyway: their number comes with the page (`matched`), no second scan counts them
    return sql`select s.id, count(*) over ()::int as matched from (select p.id, ${columns}
      from participants p${totalsJoin} where ${where}${totalsCity} offset 0) s
      order by ${matchedOrder} limit ${limit} offset ${offset}`;
  };
  if (matchesFirst) {
    const rows = await db.execute<UserRow & { matched: number }>(
      sql`with page as (${matchedPageIds()})
        select ${ROW_COLUMNS}, page.matched from ${FROM} join page on page.id = p.id order by ${orderBy}`,
    );
    return rows.rows;
  }
  const pageIds = sql`select p.id from participants p${totalsJoin} where ${where}${totalsCity}
    order by ${orderBy} limit ${limit} offset ${offset}`;
  const rows = await db.execute<UserRow & { matched?: number }>(
    sql`select ${ROW_COLUMNS} from ${FROM} where p.id in (${pageIds}) order by ${orderBy}`,
  );
  return rows.rows;
}

export type UserExportRow = UserRow & { modes: ModeTotals | null; controlPoints: ControlPoints | null };

/** A JSON column: node-postgres and PGlite parse it, a driver that does not gives its text. */
const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * The export's rows in keyset batches over (last name, first name, id): memory stays flat whatever the count. One
 * statement per batch: each row carries its per-mode figures and its control points.
 */
export async function listUserBatch(
  db: Db,
  where: SQL,
  limit: number,
  after?: { lastName: string; firstName: string; id: string },
): Promise<UserExportRow[]> {
  const keyset = after
    ? sql` and (p.last_name, p.first_name, p.id) > (${after.lastName}, ${after.firstName}, ${after.id}::uuid)`
    : sql``;
  const result = await db.execute<UserExportRow>(sql`select ${ROW_COLUMNS},
      (select json_object_agg(m.activity_type, json_build_object('distanceM', m.distance_m::float8, 'sessions', m.sessions))
        from participant_mode_totals m where m.participant_id = p.id and m.sessions > 0) as modes,
      (select json_object_agg(c.kind, c.address) from participant_control_points c where c.participant_id = p.id)
        as "controlPoints"
    from ${FROM} where ${where}${keyset}
    order by p.last_name, p.first_name, p.id limit ${limit}`);
  return result.rows.map((row) => ({
    ...row,
    modes: parsed<ModeTotals>(row.modes),
    controlPoints: parsed<ControlPoints>(row.controlPoints),
  }));
}

export async function countUsers(db: Db, where: SQL) {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from participants p where ${where}`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

export type ModeTotals = Partial<Record<TransportMode, { distanceM: number; sessions: number }>>;

/** The per-mode distance and sessions of the given participants. */
export async function findModeTotals(db: Db, participantIds: string[]) {
  const byParticipant = new Map<string, ModeTotals>();
  if (participantIds.length === 0) return byParticipant;
  const result = await db.execute<{ participantId: string; mode: TransportMode; distanceM: number; sessions: number }>(
    sql`select participant_id as "participantId", activity_type as mode, distance_m::float8 as "distanceM", sessions
      from participant_mode_totals where participant_id = any(${sql.param(participantIds)}::uuid[]) and sessions > 0`,
  );
  for (const row of result.rows) {
    const modes = byParticipant.get(row.participantId) ?? {};
    modes[row.mode] = { distanceM: Number(row.distanceM), sessions: Number(row.sessions) };
    byParticipant.set(row.participantId, modes);
  }
  return byParticipant;
}

export type ControlPoints = Partial<Record<(typeof LOCATION_TYPES)[number], string>>;

/** The control points' addresses of the given participants. */
export async function findControlPoints(db: Db, participantIds: string[]) {
  const byParticipant = new Map<string, ControlPoints>();
  if (participantIds.length === 0) return byParticipant;
  const result = await db.execute<{ participantId: string; kind: (typeof LOCATION_TYPES)[number]; address: string }>(
    sql`select participant_id as "participantId", kind, address from participant_control_points
      where participant_id = any(${sql.param(participantIds)}::uuid[])`,
  );
  for (const row of result.rows) {
    const points = byParticipant.get(row.participantId) ?? {};
    points[row.kind] = row.address;
    byParticipant.set(row.participantId, points);
  }
  return byParticipant;
}

export async function findOrganisationScope(db: Db, organisationId: string) {
  const [row] = await db
    .select({ id: organisations.id, cityId: organisations.cityId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row;
}

export async function findBranchScope(db: Db, branchId: string) {
  const [row] = await db
    .select({ id: branches.id, organisationId: branches.organisationId, cityId: organisations.cityId })
    .from(branches)
    .innerJoin(organisations, eq(organisations.id, branches.organisationId))
    .where(eq(branches.id, branchId));
  return row;
}

/** The organisations and branches the list's filters offer: the city's, or the organisation's own. */
export async function listFilterOptions(db: Db, scope: UserScope) {
  const organisationWhere = scope.organisationId
    ? eq(organisations.id, scope.organisationId)
    : eq(organisations.cityId, scope.cityId);
  const [organisationRows, branchRows] = await Promise.all([
    db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(organisationWhere)
      .orderBy(organisations.name, organisations.id),
    db
      .select({ id: branches.id, name: branches.name, organisationId: branches.organisationId })
      .from(branches)
      .innerJoin(organisations, eq(organisations.id, branches.organisationId))
      .where(organisationWhere)
      .orderBy(branches.name, branches.id),
  ]);
  return { organisations: organisationRows, branches: branchRows };
}

export type AcceptanceRecord = typeof dataPolicyAcceptances.$inferSelect;

export async function findAcceptance(db: Db, authUserId: string, policyVersion: string) {
  const [row] = await db
    .select()
    .from(dataPolicyAcceptances)
    .where(
      and(eq(dataPolicyAcceptances.authUserId, authUserId), eq(dataPolicyAcceptances.policyVersion, policyVersion)),
    )
    .orderBy(desc(dataPolicyAcceptances.acceptedAt))
    .limit(1);
  return row;
}

export async function insertAcceptance(db: Db, row: typeof dataPolicyAcceptances.$inferInsert) {
  const [saved] = await db.insert(dataPolicyAcceptances).values(row).returning();
  return saved!;
}

export async function insertUserExport(db: Db, row: typeof userExports.$inferInsert) {
  const [saved] = await db.insert(userExports).values(row).returning();
  return saved!;
}

/** The city's export log, newest first, with the organisation's name for an organisation's export. */
export async function listUserExports(db: Db, cityId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .select({
        id: userExports.id,
        email: userExports.email,
        organisationName: organisations.name,
        format: userExports.format,
        filters: userExports.filters,
        rowCount: userExports.rowCount,
        createdAt: userExports.createdAt,
        policyVersion: dataPolicyAcceptances.policyVersion,
        acceptedAt: dataPolicyAcceptances.acceptedAt,
      })
      .from(userExports)
      .innerJoin(dataPolicyAcceptances, eq(dataPolicyAcceptances.id, userExports.acceptanceId))
      .leftJoin(organisations, eq(organisations.id, userExports.organisationId))
      .where(eq(userExports.cityId, cityId))
      .orderBy(desc(userExports.createdAt), desc(userExports.id))
      .limit(limit)
      .offset(offset),
    db.$count(userExports, eq(userExports.cityId, cityId)),
  ]);
  return { rows, total: count };
}
