import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MailerLiteSyncCounts, MailerLiteSyncState, MailerLiteSyncStep } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { containsPattern } from '../../db/like.ts';
import {
  cities,
  mailerliteSettings,
  mailerliteSubscribers,
  participants,
  type MailerLiteSentFields,
} from '../../db/schema/index.ts';

export type MailerLiteSettingsRow = typeof mailerliteSettings.$inferSelect;

/**
 * The participants a city's list holds: active, with an email, who agreed to the mailing list and did not leave
 * the programme's emails (issue 18).
 */
const belongsInList: SQL = sql`${participants.active} AND ${participants.mailingListConsentAt} IS NOT NULL AND ${participants.emailOptOutAt} IS NULL AND btrim(${participants.email}) <> ''`;

/** What a participant's MailerLite record is given (MailerLite's default fields). */
const fieldsToSend = sql`jsonb_build_object('name', ${participants.firstName}, 'last_name', ${participants.lastName})`;

/** The city's MailerLite feature, time zone and last synchronisation, with its settings when it has some. */
export async function findCityMailerLite(db: Db, cityId: string) {
  const [row] = await db
    .select({
      granted: sql<boolean>`coalesce((${cities.features} -> 'mailerlite' ->> 'granted')::boolean, false)`,
      lastSync: cities.lastSyncMailerLiteSubscriptionsTimestamp,
      settings: mailerliteSettings,
    })
    .from(cities)
    .leftJoin(mailerliteSettings, eq(mailerliteSettings.cityId, cities.id))
    .where(eq(cities.id, cityId));
  return row;
}

/** How many participants the list should hold now, and how many the last synchronisations put in the group. */
export async function countListMembers(db: Db, cityId: string) {
  const [consenting] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(participants)
    .where(and(eq(participants.cityId, cityId), belongsInList));
  const [synced] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(mailerliteSubscribers)
    .where(eq(mailerliteSubscribers.cityId, cityId));
  return { consenting: consenting?.count ?? 0, synced: synced?.count ?? 0 };
}

export async function upsertMailerLiteSettings(
  db: Db,
  cityId: string,
  values: Partial<Pick<MailerLiteSettingsRow, 'apiKeyCiphertext' | 'apiKeyHint' | 'groupId' | 'groupName' | 'enabled'>>,
  now: Date,
) {
  await db
    .insert(mailerliteSettings)
    .values({ cityId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mailerliteSettings.cityId, set: { ...values, updatedAt: now } });
}

/**
 * Forgets the city's MailerLite account: its key, group and nightly synchronisation, and the record of whom the
 * synchronisations put in the group (it was that account's). False when a synchronisation is running (its
 * heartbeat newer than `staleBefore`): it would write to the rows being deleted.
 */
export async function deleteMailerLiteAccount(db: Db, cityId: string, staleBefore: Date) {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ syncState: mailerliteSettings.syncState, heartbeat: mailerliteSettings.syncHeartbeatAt })
      .from(mailerliteSettings)
      .where(eq(mailerliteSettings.cityId, cityId))
      .for('update');
    if (settings?.syncState === 'running' && settings.heartbeat !== null && settings.heartbeat >= staleBefore) {
      return false;
    }
    await tx.delete(mailerliteSubscribers).where(eq(mailerliteSubscribers.cityId, cityId));
    await tx.delete(mailerliteSettings).where(eq(mailerliteSettings.cityId, cityId));
    return true;
  });
}

/** What a running synchronisation has done so far, stored after each round so that another process resumes it. */
export type SyncProgress = MailerLiteSyncCounts & {
  step: MailerLiteSyncStep;
  cursor: string | null;
  failures: { email: string; message: string }[];
};

/**
 * Starts a synchronisation of the city unless one is running (whatever its heartbeat: a dead one is resumed by
 * the next worker, not started again): its counts, step and cursor start from nothing, no worker has it yet.
 * Answers `started`, `running` (one was), or null when the city has no key and group.
 */
export async function startSync(db: Db, cityId: string, now: Date): Promise<'started' | 'running' | null> {
  const [started] = await db
    .update(mailerliteSettings)
    .set({
      syncState: 'running',
      syncStartedAt: now,
      syncHeartbeatAt: now,
      syncFinishedAt: null,
      syncWorker: null,
      syncStep: 'start',
      syncCursor: null,
      syncTotal: 0,
      lastAdded: 0,
      lastUpdated: 0,
      lastRemoved: 0,
      lastFailed: 0,
      lastErrorCode: null,
      lastFailures: [],
    })
    .where(and(configuredSettings(cityId), ne(mailerliteSettings.syncState, 'running')))
    .returning({ cityId: mailerliteSettings.cityId });
  if (started) return 'started';
  const [running] = await db
    .select({ cityId: mailerliteSettings.cityId })
    .from(mailerliteSettings)
    .where(and(configuredSettings(cityId), eq(mailerliteSettings.syncState, 'running')));
  return running ? 'running' : null;
}

const configuredSettings = (cityId: string) =>
  and(
    eq(mailerliteSettings.cityId, cityId),
    isNotNull(mailerliteSettings.apiKeyCiphertext),
    isNotNull(mailerliteSettings.groupId),
  );

/**
 * Takes the city's running synchronisation for `worker`: one no worker has yet, or whose worker's heartbeat is
 * older than `staleBefore` (its process died). The row is the lease: two workers never work one city at once.
 * Answers the settings with the stored progress, or nothing when there is none to take.
 */
export async function takeSync(db: Db, cityId: string, worker: string, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(mailerliteSettings)
    .set({ syncWorker: worker, syncHeartbeatAt: now })
    .where(
      and(
        configuredSettings(cityId),
        eq(mailerliteSettings.syncState, 'running'),
        or(isNull(mailerliteSettings.syncWorker), lt(mailerliteSettings.syncHeartbeatAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

/** Whether the city's synchronisation is running with a worker whose heartbeat is newer than `staleBefore`. */
export async function isSyncWorked(db: Db, cityId: string, staleBefore: Date) {
  const [row] = await db
    .select({ cityId: mailerliteSettings.cityId })
    .from(mailerliteSettings)
    .where(
      and(
        eq(mailerliteSettings.cityId, cityId),
        eq(mailerliteSettings.syncState, 'running'),
        gte(mailerliteSettings.syncHeartbeatAt, staleBefore),
      ),
    );
  return row !== undefined;
}

const progressColumns = (progress: SyncProgress) => ({
  syncStep: progress.step,
  syncCursor: progress.cursor,
  lastAdded: progress.added,
  lastUpdated: progress.updated,
  lastRemoved: progress.removed,
  lastFailed: progress.failed,
  lastFailures: progress.failures,
});

/**
 * Stores the progress of `worker`'s synchronisation and moves its heartbeat (with `total` when it is counted).
 * False when the worker lost its lease (taken over as dead): it must stop.
 */
export async function saveSyncProgress(
  db: Db,
  cityId: string,
  worker: string,
  progress: SyncProgress & { total?: number },
  now: Date,
) {
  const rows = await db
    .update(mailerliteSettings)
    .set({
      ...progressColumns(progress),
      ...(progress.total === undefined ? {} : { syncTotal: progress.total }),
      syncHeartbeatAt: now,
    })
    .where(leaseOf(cityId, worker))
    .returning({ cityId: mailerliteSettings.cityId });
  return rows.length > 0;
}

const leaseOf = (cityId: string, worker: string) =>
  and(
    eq(mailerliteSettings.cityId, cityId),
    eq(mailerliteSettings.syncState, 'running'),
    eq(mailerliteSettings.syncWorker, worker),
  );

/**
 * Records how `worker`'s synchronisation ended; one that ran to the end stores its end on the city (spec §3).
 * False when the worker had lost its lease (another finishes it).
 */
export async function finishSync(
  db: Db,
  cityId: string,
  worker: string,
  result: SyncProgress & { state: MailerLiteSyncState; errorCode: string | null },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailerliteSettings)
      .set({
        ...progressColumns(result),
        syncState: result.state,
        syncFinishedAt: now,
        syncHeartbeatAt: null,
        syncWorker: null,
        lastErrorCode: result.errorCode,
      })
      .where(leaseOf(cityId, worker))
      .returning({ cityId: mailerliteSettings.cityId });
    if (rows.length === 0) return false;
    if (result.state !== 'failed') {
      await tx.update(cities).set({ lastSyncMailerLiteSubscriptionsTimestamp: now }).where(eq(cities.id, cityId));
    }
    return true;
  });
}

/** The cities whose running synchronisation has no live worker: never taken since `staleBefore`, or its worker died. */
export async function findAbandonedSyncs(db: Db, staleBefore: Date) {
  const rows = await db
    .select({ cityId: mailerliteSettings.cityId })
    .from(mailerliteSettings)
    .where(and(eq(mailerliteSettings.syncState, 'running'), lt(mailerliteSettings.syncHeartbeatAt, staleBefore)))
    .orderBy(asc(mailerliteSettings.cityId));
  return rows.map((row) => row.cityId);
}

/** A synced row that no longer belongs in the group (read with its participant left-joined). */
const leaving = (cityId: string, groupId: string) =>
  and(
    eq(mailerliteSubscribers.cityId, cityId),
    sql`(${participants.id} IS NULL OR ${participants.cityId} <> ${mailerliteSubscribers.cityId}
      OR NOT (${belongsInList}) OR ${participants.email} <> ${mailerliteSubscribers.email}
      OR ${mailerliteSubscribers.groupId} <> ${groupId})`,
  );

const subscriberOfParticipant = and(
  eq(mailerliteSubscribers.cityId, participants.cityId),
  eq(mailerliteSubscribers.participantId, participants.id),
);

/** A participant to send (read with their synced row left-joined): not in the group yet, or renamed since. */
const toSend = (cityId: string, groupId: string) =>
  and(
    eq(participants.cityId, cityId),
    belongsInList,
    sql`(${mailerliteSubscribers.id} IS NULL OR (${mailerliteSubscribers.email} = ${participants.email}
      AND ${mailerliteSubscribers.groupId} = ${groupId}
      AND ${mailerliteSubscribers.sentFields} IS DISTINCT FROM ${fieldsToSend}))`,
  );

/** How many rows a synchronisation starting now goes through: the leavers to take out and the members to send. */
export async function countSyncWork(db: Db, cityId: string, groupId: string) {
  const count = sql<number>`count(*)`.mapWith(Number);
  const [leavers] = await db
    .select({ count })
    .from(mailerliteSubscribers)
    .leftJoin(participants, eq(participants.id, mailerliteSubscribers.participantId))
    .where(leaving(cityId, groupId));
  const [members] = await db
    .select({ count })
    .from(participants)
    .leftJoin(mailerliteSubscribers, subscriberOfParticipant)
    .where(toSend(cityId, groupId));
  return (leavers?.count ?? 0) + (members?.count ?? 0);
}

/** One round of a synchronisation: the next `limit` rows of the city after the last one of the previous round. */
export type SyncRound = { cityId: string; groupId: string; after: string | null; limit: number };

/**
 * The next synced rows, in id order after `after`, that no longer belong in the group: the participant left
 * the list (or the city, or was deleted), changed email, or the city now synchronises into another group.
 */
export async function findSubscribersToRemove(db: Db, { cityId, groupId, after, limit }: SyncRound) {
  return db
    .select({
      id: mailerliteSubscribers.id,
      subscriberId: mailerliteSubscribers.subscriberId,
      groupId: mailerliteSubscribers.groupId,
      email: mailerliteSubscribers.email,
    })
    .from(mailerliteSubscribers)
    .leftJoin(participants, eq(participants.id, mailerliteSubscribers.participantId))
    .where(and(leaving(cityId, groupId), after ? sql`${mailerliteSubscribers.id} > ${after}` : undefined))
    .orderBy(asc(mailerliteSubscribers.id))
    .limit(limit);
}

/**
 * The participants of the city whose MailerLite subscriber unsubscribed there: their mailing-list consent is
 * withdrawn here too (the next removal round takes them out of the group). Answers how many changed.
 */
export async function withdrawConsentOfUnsubscribed(db: Db, cityId: string, subscriberIds: string[]) {
  if (subscriberIds.length === 0) return 0;
  const rows = await db
    .update(participants)
    .set({ mailingListConsentAt: null })
    .where(
      and(
        eq(participants.cityId, cityId),
        isNotNull(participants.mailingListConsentAt),
        inArray(
          participants.id,
          db
            .select({ id: mailerliteSubscribers.participantId })
            .from(mailerliteSubscribers)
            .where(
              and(eq(mailerliteSubscribers.cityId, cityId), inArray(mailerliteSubscribers.subscriberId, subscriberIds)),
            ),
        ),
      ),
    )
    .returning({ id: participants.id });
  return rows.length;
}

export async function deleteSubscriberRows(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(mailerliteSubscribers).where(inArray(mailerliteSubscribers.id, ids));
}

/**
 * The next participants, in id order after `after`, that belong in the list and are not in the group yet or
 * whose name changed since they were sent (`synced`: they are, and are sent again). A row of another email or
 * group waits for its removal: sending first would lose the old subscriber, left in the group.
 */
export async function findParticipantsToSend(db: Db, { cityId, groupId, after, limit }: SyncRound) {
  return db
    .select({
      participantId: participants.id,
      email: participants.email,
      fields: sql<MailerLiteSentFields>`${fieldsToSend}`,
      synced: sql<boolean>`${mailerliteSubscribers.id} IS NOT NULL`,
    })
    .from(participants)
    .leftJoin(mailerliteSubscribers, subscriberOfParticipant)
    .where(and(toSend(cityId, groupId), after ? sql`${participants.id} > ${after}` : undefined))
    .orderBy(asc(participants.id))
    .limit(limit);
}

export async function saveSyncedSubscribers(
  db: Db,
  rows: {
    cityId: string;
    participantId: string;
    email: string;
    subscriberId: string;
    groupId: string;
    sentFields: MailerLiteSentFields;
    syncedAt: Date;
  }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(mailerliteSubscribers)
    .values(rows)
    .onConflictDoUpdate({
      target: [mailerliteSubscribers.cityId, mailerliteSubscribers.participantId],
      set: {
        email: sql`excluded.email`,
        subscriberId: sql`excluded.subscriber_id`,
        groupId: sql`excluded.group_id`,
        sentFields: sql`excluded.sent_fields`,
        syncedAt: sql`excluded.synced_at`,
      },
    });
}

/** One page of the city's synced participants, most recently synced first, found by name or email. */
export async function listSyncedSubscribers(
  db: Db,
  cityId: string,
  query: { search?: string; limit: number; offset: number },
) {
  const search = query.search?.trim();
  const where = and(
    eq(mailerliteSubscribers.cityId, cityId),
    search
      ? or(
          ilike(mailerliteSubscribers.email, containsPattern(search)),
          ilike(sql`${participants.firstName} || ' ' || ${participants.lastName}`, containsPattern(search)),
          ilike(sql`${participants.lastName} || ' ' || ${participants.firstName}`, containsPattern(search)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      participantId: mailerliteSubscribers.participantId,
      firstName: participants.firstName,
      lastName: participants.lastName,
      email: mailerliteSubscribers.email,
      subscriberId: mailerliteSubscribers.subscriberId,
      syncedAt: mailerliteSubscribers.syncedAt,
    })
    .from(mailerliteSubscribers)
    .leftJoin(participants, eq(participants.id, mailerliteSubscribers.participantId))
    .where(where)
    .orderBy(desc(mailerliteSubscribers.syncedAt), asc(mailerliteSubscribers.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(mailerliteSubscribers)
    .leftJoin(participants, eq(participants.id, mailerliteSubscribers.participantId))
    .where(where);
  return { rows, total: total?.count ?? 0 };
}

/**
 * The cities to synchronise in the night's run at `now`: granted the feature, with a key and a group, the nightly
 * synchronisation on, and 2 o'clock in their own time zone.
 */
export async function findCitiesDueForNightlySync(db: Db, now: Date) {
  const rows = await db
    .select({ cityId: cities.id })
    .from(mailerliteSettings)
    .innerJoin(cities, eq(cities.id, mailerliteSettings.cityId))
    .where(
      and(
        sql`coalesce((${cities.features} -> 'mailerlite' ->> 'granted')::boolean, false)`,
        eq(mailerliteSettings.enabled, true),
        isNotNull(mailerliteSettings.apiKeyCiphertext),
        isNotNull(mailerliteSettings.groupId),
        sql`extract(hour from (${now.toISOString()}::timestamptz at time zone ${cities.timezone})) = 2`,
      ),
    )
    .orderBy(asc(cities.id));
  return rows.map((row) => row.cityId);
}
