import { and, asc, desc, eq, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MailerLiteSyncCounts, MailerLiteSyncState } from '@mobiverte/contracts';
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

/**
 * Marks the city's synchronisation running, unless one is (its heartbeat newer than `staleBefore`): the row is
 * the lock, so two processes never synchronise one city at once. Answers the settings, or nothing when another
 * runs or the city has no key and group.
 */
export async function claimSync(db: Db, cityId: string, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(mailerliteSettings)
    .set({ syncState: 'running', syncStartedAt: now, syncHeartbeatAt: now })
    .where(
      and(
        eq(mailerliteSettings.cityId, cityId),
        isNotNull(mailerliteSettings.apiKeyCiphertext),
        isNotNull(mailerliteSettings.groupId),
        or(ne(mailerliteSettings.syncState, 'running'), lt(mailerliteSettings.syncHeartbeatAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

export async function beatSync(db: Db, cityId: string, now: Date) {
  await db.update(mailerliteSettings).set({ syncHeartbeatAt: now }).where(eq(mailerliteSettings.cityId, cityId));
}

/** Records how the synchronisation ended; one that ran to the end stores its end on the city (spec §3). */
export async function finishSync(
  db: Db,
  cityId: string,
  result: MailerLiteSyncCounts & {
    state: MailerLiteSyncState;
    errorCode: string | null;
    failures: { email: string; message: string }[];
  },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(mailerliteSettings)
      .set({
        syncState: result.state,
        syncFinishedAt: now,
        syncHeartbeatAt: null,
        lastAdded: result.added,
        lastUpdated: result.updated,
        lastRemoved: result.removed,
        lastFailed: result.failed,
        lastErrorCode: result.errorCode,
        lastFailures: result.failures,
      })
      .where(eq(mailerliteSettings.cityId, cityId));
    if (result.state !== 'failed') {
      await tx.update(cities).set({ lastSyncMailerLiteSubscriptionsTimestamp: now }).where(eq(cities.id, cityId));
    }
  });
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
    .where(
      and(
        eq(mailerliteSubscribers.cityId, cityId),
        after ? sql`${mailerliteSubscribers.id} > ${after}` : undefined,
        sql`(${participants.id} IS NULL OR ${participants.cityId} <> ${mailerliteSubscribers.cityId}
          OR NOT (${belongsInList}) OR ${participants.email} <> ${mailerliteSubscribers.email}
          OR ${mailerliteSubscribers.groupId} <> ${groupId})`,
      ),
    )
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
    .leftJoin(
      mailerliteSubscribers,
      and(
        eq(mailerliteSubscribers.cityId, participants.cityId),
        eq(mailerliteSubscribers.participantId, participants.id),
      ),
    )
    .where(
      and(
        eq(participants.cityId, cityId),
        belongsInList,
        after ? sql`${participants.id} > ${after}` : undefined,
        sql`(${mailerliteSubscribers.id} IS NULL OR (${mailerliteSubscribers.email} = ${participants.email}
          AND ${mailerliteSubscribers.groupId} = ${groupId}
          AND ${mailerliteSubscribers.sentFields} IS DISTINCT FROM ${fieldsToSend}))`,
      ),
    )
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
