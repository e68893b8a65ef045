import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CHALLENGE_DISPLAY_STATES,
  CHALLENGE_TAB_STATES,
  type ChallengeDisplayState,
  type ChallengeListQuery,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import {
  badges,
  branches,
  challengeParticipants,
  challengeRecipients,
  challenges,
  challengeTemplates,
  cities,
  citySettings,
  organisations,
  participants,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { containsPattern } from '../../db/like.ts';

type Executor = Db | Tx;
export type ChallengeRecord = typeof challenges.$inferSelect;
export type NewChallenge = typeof challenges.$inferInsert;

/** Who looks at challenges: a city (its city-wide challenges) or an organisation (its own and those it may see). */
export type ChallengeViewer = { cityId: string; organisationId: string | null };

const displayStateSql = (now: Date) => sql<ChallengeDisplayState>`case
  when ${challenges.status} = 'draft' then 'draft'
  when ${challenges.status} = 'cancelled' then 'cancelled'
  when ${now}::timestamptz < ${challenges.startAt} then 'upcoming'
  when ${now}::timestamptz < ${challenges.endAt} then 'active'
  else 'ended' end`;

/**
 * Whose participations a viewer counts: an organisation looking at a city-wide challenge counts its own people
 * (as its leaderboard and totals read them: `leaderboardScopeOf`), otherwise everyone taking part.
 */
const countedFor = (viewer: ChallengeViewer) =>
  viewer.organisationId === null
    ? sql``
    : sql` and (${challenges.organisationId} is not null or ${challengeParticipants.organisationId} = ${viewer.organisationId})`;
const participantsCountSql = (
  viewer: ChallengeViewer,
) => sql<number>`(select count(*)::int from ${challengeParticipants}
  where ${challengeParticipants.challengeId} = ${challenges.id} and ${challengeParticipants.excludedAt} is null${countedFor(viewer)})`;
const reachedCountSql = (viewer: ChallengeViewer) => sql<number>`(select count(*)::int from ${challengeParticipants}
  where ${challengeParticipants.challengeId} = ${challenges.id} and ${challengeParticipants.excludedAt} is null
    and ${challengeParticipants.reachedAt} is not null${countedFor(viewer)})`;

/**
 * The challenges a viewer sees: a city its city-wide ones; an organisation its own, the published ones sent to it,
 * and its city's published city-wide ones that do not list organisations.
 */
export function visibleTo(viewer: ChallengeViewer): SQL {
  const sentTo = (organisationId: string) =>
    sql`exists (select 1 from ${challengeRecipients} where ${challengeRecipients.challengeId} = ${challenges.id}
      and ${challengeRecipients.organisationId} = ${organisationId})`;
  if (viewer.organisationId === null) {
    return and(eq(challenges.cityId, viewer.cityId), isNull(challenges.organisationId))!;
  }
  return or(
    eq(challenges.organisationId, viewer.organisationId),
    and(eq(challenges.cityId, viewer.cityId), sql`${challenges.status} <> 'draft'`, sentTo(viewer.organisationId)),
    and(
      eq(challenges.cityId, viewer.cityId),
      isNull(challenges.organisationId),
      sql`${challenges.status} <> 'draft'`,
      sql`not exists (select 1 from ${challengeRecipients} where ${challengeRecipients.challengeId} = ${challenges.id})`,
    ),
  )!;
}

const rowSelection = (viewer: ChallengeViewer, now: Date) => ({
  challenge: challenges,
  organisationName: organisations.name,
  displayState: displayStateSql(now),
  participantsCount: participantsCountSql(viewer),
  reachedCount: reachedCountSql(viewer),
  receivedState: challengeRecipients.state,
});

const ownerOrganisation = organisations;

function receivedJoin(viewer: ChallengeViewer) {
  return and(
    eq(challengeRecipients.challengeId, challenges.id),
    viewer.organisationId === null ? sql`false` : eq(challengeRecipients.organisationId, viewer.organisationId),
  );
}

const SORT_COLUMNS = (viewer: ChallengeViewer, now: Date) => ({
  name: sql`lower(${challenges.name})`,
  startAt: sql`${challenges.startAt}`,
  endAt: sql`${challenges.endAt}`,
  participants: participantsCountSql(viewer),
  state: sql`array_position(${sql.param([...CHALLENGE_DISPLAY_STATES])}::text[], ${displayStateSql(now)})`,
});

/** One page of the challenges a viewer sees, in one tab, sorted. */
export async function listChallengePage(db: Db, viewer: ChallengeViewer, query: ChallengeListQuery, now: Date) {
  const states = CHALLENGE_TAB_STATES[query.state];
  const conditions = [visibleTo(viewer)];
  if (query.state !== 'all') conditions.push(sql`${displayStateSql(now)} = any(${sql.param([...states])}::text[])`);
  if (query.search) conditions.push(ilike(challenges.name, containsPattern(query.search)));
  const where = and(...conditions);
  const sortColumn = SORT_COLUMNS(viewer, now)[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowSelection(viewer, now))
      .from(challenges)
      .leftJoin(ownerOrganisation, eq(ownerOrganisation.id, challenges.organisationId))
      .leftJoin(challengeRecipients, receivedJoin(viewer))
      .where(where)
      .orderBy(direction(sortColumn), direction(challenges.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(challenges)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type ChallengeListRow = Awaited<ReturnType<typeof listChallengePage>>['rows'][number];

/** One challenge as a list row, for a viewer (its received state, when it was sent to the viewer). */
export async function findChallengeRow(db: Executor, viewer: ChallengeViewer, challengeId: string, now: Date) {
  const [row] = await db
    .select({ ...rowSelection(viewer, now), branchName: branches.name })
    .from(challenges)
    .leftJoin(ownerOrganisation, eq(ownerOrganisation.id, challenges.organisationId))
    .leftJoin(challengeRecipients, receivedJoin(viewer))
    .leftJoin(branches, eq(branches.id, challenges.branchId))
    .where(eq(challenges.id, challengeId));
  return row;
}

export async function findChallenge(db: Executor, challengeId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(challenges).where(eq(challenges.id, challengeId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Is the challenge visible to the viewer (see `visibleTo`)? */
export async function isVisibleTo(db: Executor, viewer: ChallengeViewer, challengeId: string) {
  const [row] = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.id, challengeId), visibleTo(viewer)));
  return row !== undefined;
}

export async function findRecipients(db: Executor, challengeId: string) {
  return db
    .select({
      organisationId: challengeRecipients.organisationId,
      name: organisations.name,
      email: organisations.email,
      state: challengeRecipients.state,
      answeredAt: challengeRecipients.answeredAt,
    })
    .from(challengeRecipients)
    .innerJoin(organisations, eq(organisations.id, challengeRecipients.organisationId))
    .where(eq(challengeRecipients.challengeId, challengeId))
    .orderBy(asc(organisations.name));
}

export async function insertChallenge(tx: Tx, values: NewChallenge) {
  const [row] = await tx.insert(challenges).values(values).returning();
  return row!;
}

export async function updateChallengeRow(tx: Executor, challengeId: string, values: Partial<NewChallenge>, now: Date) {
  const [row] = await tx
    .update(challenges)
    .set({ ...values, updatedAt: now })
    .where(eq(challenges.id, challengeId))
    .returning();
  return row;
}

export async function deleteChallengeRow(tx: Tx, challengeId: string) {
  await tx.delete(challenges).where(eq(challenges.id, challengeId));
}

/** Sets the organisations a challenge is sent to: answered ones stay, new ones get `state`. */
export async function replaceRecipients(
  tx: Tx,
  challengeId: string,
  organisationIds: readonly string[],
  state: 'pending' | 'accepted',
  now: Date,
) {
  const keep = [...organisationIds];
  await tx
    .delete(challengeRecipients)
    .where(
      and(
        eq(challengeRecipients.challengeId, challengeId),
        keep.length > 0 ? sql`${challengeRecipients.organisationId} <> all(${sql.param(keep)}::uuid[])` : undefined,
      ),
    );
  if (keep.length === 0) return;
  await tx
    .insert(challengeRecipients)
    .values(keep.map((organisationId) => ({ challengeId, organisationId, state, createdAt: now })))
    .onConflictDoNothing();
}

/** Answers a pending received challenge; nothing when it was not pending any more. */
export async function answerRecipient(
  tx: Tx,
  challengeId: string,
  organisationId: string,
  answer: { state: 'accepted' | 'declined'; answeredBy: string; answeredAt: Date },
) {
  const [row] = await tx
    .update(challengeRecipients)
    .set(answer)
    .where(
      and(
        eq(challengeRecipients.challengeId, challengeId),
        eq(challengeRecipients.organisationId, organisationId),
        eq(challengeRecipients.state, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function findRecipient(db: Executor, challengeId: string, organisationId: string) {
  const [row] = await db
    .select()
    .from(challengeRecipients)
    .where(
      and(eq(challengeRecipients.challengeId, challengeId), eq(challengeRecipients.organisationId, organisationId)),
    );
  return row;
}

/** The organisations of a city among these ids (the others are not valid recipients). */
export async function findOrganisationsOfCity(db: Executor, cityId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organisations.id, name: organisations.name, email: organisations.email })
    .from(organisations)
    .where(and(eq(organisations.cityId, cityId), inArray(organisations.id, [...ids])));
}

/** The organisations of a city whose name contains `search`, by name, the actor's own left out. */
export async function searchOrganisationsOfCity(
  db: Executor,
  cityId: string,
  options: { search?: string; exceptId?: string | null; limit: number },
) {
  const conditions: SQL[] = [eq(organisations.cityId, cityId)];
  if (options.search) conditions.push(ilike(organisations.name, containsPattern(options.search)));
  if (options.exceptId) conditions.push(ne(organisations.id, options.exceptId));
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(...conditions))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(options.limit);
}

/**
 * The participants a challenge may target (its picker): those of the viewer's organisation, or of its city for a
 * city; by username containing `search`, or exactly the ones of `ids`; by username, at most `limit`.
 */
export async function searchTargetableParticipants(
  db: Executor,
  viewer: ChallengeViewer,
  options: { search?: string; ids?: readonly string[]; limit: number },
) {
  const conditions: SQL[] = [eq(participants.cityId, viewer.cityId)];
  if (viewer.organisationId) conditions.push(eq(participants.organisationId, viewer.organisationId));
  if (options.search) conditions.push(ilike(participants.username, containsPattern(options.search)));
  if (options.ids) conditions.push(inArray(participants.id, [...options.ids]));
  return db
    .select({ id: participants.id, username: participants.username, branchName: branches.name })
    .from(participants)
    .leftJoin(branches, eq(branches.id, participants.branchId))
    .where(and(...conditions))
    .orderBy(asc(participants.username), asc(participants.id))
    .limit(options.limit);
}

export async function findBranchOwner(db: Executor, branchId: string) {
  const [row] = await db
    .select({ id: branches.id, organisationId: branches.organisationId, cityId: organisations.cityId })
    .from(branches)
    .innerJoin(organisations, eq(organisations.id, branches.organisationId))
    .where(eq(branches.id, branchId));
  return row;
}

/** The participants among these ids that belong to a city (and to an organisation, when given). */
export async function findParticipantIdsIn(
  db: Executor,
  scope: { cityId: string; organisationId: string | null },
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: participants.id })
    .from(participants)
    .where(
      and(
        eq(participants.cityId, scope.cityId),
        scope.organisationId ? eq(participants.organisationId, scope.organisationId) : undefined,
        inArray(participants.id, [...ids]),
      ),
    );
  return rows.map((row) => row.id);
}

/** The city's features, its limit on sent challenges and its time zone. */
export async function findCityChallengeSettings(db: Executor, cityId: string) {
  const [row] = await db
    .select({
      features: cities.features,
      timezone: cities.timezone,
      challengeSendLimit: citySettings.challengeSendLimit,
    })
    .from(cities)
    .leftJoin(citySettings, eq(citySettings.cityId, cities.id))
    .where(eq(cities.id, cityId));
  return row;
}

/** The challenges an organisation has sent to others that are not over (not ended, not cancelled). */
export async function countOpenSentChallenges(tx: Executor, organisationId: string, now: Date, except?: string) {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(challenges)
    .where(
      and(
        eq(challenges.organisationId, organisationId),
        sql`${challenges.status} <> 'cancelled'`,
        sql`${challenges.endAt} > ${now}`,
        except ? sql`${challenges.id} <> ${except}` : undefined,
        sql`exists (select 1 from ${challengeRecipients} where ${challengeRecipients.challengeId} = ${challenges.id})`,
      ),
    );
  return row?.value ?? 0;
}

export async function countParticipants(db: Executor, challengeId: string) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return row?.value ?? 0;
}

export async function listParticipantIds(db: Executor, challengeId: string) {
  const rows = await db
    .select({ id: challengeParticipants.participantId })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return rows.map((row) => row.id);
}

// ——— Templates ———

export async function listTemplates(db: Db, cityId: string) {
  return db
    .select()
    .from(challengeTemplates)
    .where(eq(challengeTemplates.cityId, cityId))
    .orderBy(desc(challengeTemplates.createdAt), asc(challengeTemplates.id));
}

/** The city's badges among these ids, with when each was archived (null: in use). */
export async function findCityBadges(db: Executor, cityId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: badges.id, archivedAt: badges.archivedAt })
    .from(badges)
    .where(and(eq(badges.cityId, cityId), inArray(badges.id, [...ids])));
}

export async function findTemplate(db: Executor, templateId: string) {
  const [row] = await db.select().from(challengeTemplates).where(eq(challengeTemplates.id, templateId));
  return row;
}

export async function insertTemplate(db: Db, values: typeof challengeTemplates.$inferInsert) {
  const [row] = await db.insert(challengeTemplates).values(values).returning();
  return row!;
}

/**
 * Adds participants to a challenge's excluded users (after their participation rows, for the lock order) and takes
 * them out of its targeted users, so that editing the challenge later finds no participant in both lists. When every
 * targeted participant is excluded the targeted list stays as it was: emptied, it would mean "everyone".
 */
export async function addExcludedUsers(tx: Tx, challengeId: string, ids: readonly string[], now: Date) {
  const excluded = sql`${sql.param([...ids])}::uuid[]`;
  await tx
    .update(challenges)
    .set({
      excludeUsers: sql`array(select distinct unnest(${challenges.excludeUsers} || ${excluded}))`,
      includeUsers: sql`case when ${challenges.includeUsers} <@ ${excluded} then ${challenges.includeUsers}
        else array(select included from unnest(${challenges.includeUsers}) as included where included <> all(${excluded})) end`,
      updatedAt: now,
    })
    .where(eq(challenges.id, challengeId));
}

export async function findOrganisationContact(db: Executor, organisationId: string) {
  const [row] = await db
    .select({
      name: organisations.name,
      email: organisations.email,
      contactEmail: organisations.contactEmail,
      language: organisations.language,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row;
}

/** Sets the city's limit on sent challenges (creating its settings row when it has none). */
export async function upsertChallengeSendLimit(db: Executor, cityId: string, sendLimit: number | null, now: Date) {
  await db
    .insert(citySettings)
    .values({ cityId, challengeSendLimit: sendLimit, updatedAt: now })
    .onConflictDoUpdate({ target: citySettings.cityId, set: { challengeSendLimit: sendLimit, updatedAt: now } });
}
