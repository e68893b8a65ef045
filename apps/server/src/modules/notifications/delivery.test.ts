import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import {
  cities,
  notificationRecipients,
  notifications,
  participantDevices,
  participants,
  pushReceipts,
} from '../../db/schema/index.ts';
import { startPushStandIn, type PushStandIn } from '../../test/push-stand-in.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, runNotificationDelivery } from './delivery.service.ts';
import { createExpoPushProvider } from './push-provider.ts';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('notification delivery on %s', (kind) => {
  let database: Database;
  let world: Tenancy;
  let standIn: PushStandIn;
  let sequence = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, `Delivery${kind}`);
    // The tenancy's own participant and phone are out of these tests' audiences (they target a branch).
    await database.db.update(cities).set({ timezone: 'America/Toronto' }).where(eq(cities.id, world.city.id));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    // Each test sends its own notification alone: what an earlier one left planned is cancelled.
    await database.db.update(notifications).set({ state: 'cancelled' }).where(eq(notifications.state, 'scheduled'));
    standIn = await startPushStandIn();
    return () => standIn.close();
  });

  /** A branch of `count` participants, each with one phone (the given tokens, else a fresh one). */
  async function audienceOf(count: number, tokens: (string | null)[] = []) {
    sequence += 1;
    const { db } = database;
    const branchId = (
      await db.execute<{ id: string }>(
        // A new branch of the organisation for each test: its audience is its own.
        sql`insert into branches (organisation_id, name)
          values (${world.organisation.id}, ${`Établissement ${sequence}`}) returning id`,
      )
    ).rows[0]!.id;
    const rows = await db
      .insert(participants)
      .values(
        Array.from({ length: count }, (_, index) => ({
          cityId: world.city.id,
          organisationId: world.organisation.id,
          branchId,
          username: `p${sequence}-${index}.${kind}`,
          firstName: 'P',
          lastName: `${sequence}-${index}`,
          email: `p${sequence}-${index}.${kind}@delivery.test`,
        })),
      )
      .returning({ id: participants.id });
    const devices = rows.flatMap((row, index) => {
      const token = index < tokens.length ? tokens[index] : `ExponentPushToken[${sequence}-${index}]`;
      return token ? [{ participantId: row.id, token, platform: 'android' }] : [];
    });
    if (devices.length > 0) await db.insert(participantDevices).values(devices);
    return { branchId, participantIds: rows.map((row) => row.id) };
  }

  async function planNotification(
    branchId: string,
    plannedAt: Date,
    extra: Partial<typeof notifications.$inferInsert> = {},
  ) {
    const [row] = await database.db
      .insert(notifications)
      .values({
        cityId: world.city.id,
        organisationId: world.organisation.id,
        name: `Notification ${sequence}`,
        title: 'Vélo',
        content: 'Demain, au travail à vélo.',
        audience: { kind: 'branches', organisationIds: [], branchIds: [branchId] },
        state: 'scheduled',
        plannedAt,
        plannedLocal: '2026-03-02T08:00',
        ...extra,
      })
      .returning();
    return row!;
  }

  const stateOf = async (id: string) =>
    (await database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const recipientsOf = (id: string) =>
    database.db.select().from(notificationRecipients).where(eq(notificationRecipients.notificationId, id));
  const provider = () => createExpoPushProvider({ url: standIn.url, accessToken: 'test-key' });
  const pushesPerToken = () => {
    const counts = new Map<string, number>();
    for (const message of standIn.accepted) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
    return counts;
  };

  it('pushes to every device, falls back to the inbox, prunes unregistered tokens, and leaves out opted-out', async () => {
    const { branchId, participantIds } = await audienceOf(5, [
      'ExponentPushToken[a]',
      'ExponentPushToken[unregistered-b]',
      null,
      'ExponentPushToken[d]',
      'ExponentPushToken[e]',
    ]);
    await database.db
      .insert(participantDevices)
      .values({ participantId: participantIds[0]!, token: 'ExponentPushToken[a2]', platform: 'ios' });
    await database.db.update(participants).set({ pushOptOut: true }).where(eq(participants.id, participantIds[4]!));
    const now = new Date('2026-03-02T13:00:10Z');
    const notification = await planNotification(branchId, new Date('2026-03-02T13:00:00Z'));
    const report = await runNotificationDelivery(database.db, { provider: provider(), clock: () => now });
    expect(report).toMatchObject({ started: 1, delivered: 4, failed: 0, pruned: 1 });
    const after = await stateOf(notification.id);
    expect(after.state).toBe('sent');
    expect([after.targetedCount, after.deliveredCount, after.failedCount]).toEqual([4, 4, 0]);
    const rows = await recipientsOf(notification.id);
    const via = Object.fromEntries(rows.map((row) => [participantIds.indexOf(row.participantId), row.via]));
    expect(via).toEqual({ 0: 'push', 1: 'inbox', 2: 'inbox', 3: 'push' });
    expect([...pushesPerToken().keys()].sort()).toEqual([
      'ExponentPushToken[a2]',
      'ExponentPushToken[a]',
      'ExponentPushToken[d]',
    ]);
    expect(standIn.accepted[0]).toMatchObject({ title: 'Vélo', body: 'Demain, au travail à vélo.' });
    const pruned = await database.db
      .select()
      .from(participantDevices)
      .where(eq(participantDevices.token, 'ExponentPushToken[unregistered-b]'));
    expect(pruned).toEqual([]);
    // Not due yet: nothing starts.
    const later = await planNotification(branchId, new Date('2026-03-02T14:00:00Z'), { name: 'Plus tard' });
    await runNotificationDelivery(database.db, { provider: provider(), clock: () => now });
    expect((await stateOf(later.id)).state).toBe('scheduled');
  });

  it('reads the receipts a quarter of an hour later: a phone gone since is forgotten, its push left to the inbox', async () => {
    const { branchId, participantIds } = await audienceOf(3, [
      'ExponentPushToken[gone-later-x]',
      'ExponentPushToken[ok-y]',
      'ExponentPushToken[gone-later-z]',
    ]);
    // The third participant's other phone got it: they keep `push`.
    await database.db
      .insert(participantDevices)
      .values({ participantId: participantIds[2]!, token: 'ExponentPushToken[ok-z2]', platform: 'ios' });
    const sentAt = new Date('2026-04-01T12:00:00Z');
    const at = (minutes: number) => () => new Date(sentAt.getTime() + minutes * 60_000);
    const notification = await planNotification(branchId, sentAt);
    const first = await runNotificationDelivery(database.db, { provider: provider(), clock: at(0) });
    expect(first).toMatchObject({ delivered: 3, receipts: 0 });
    const mine = async () =>
      (await database.db.select().from(pushReceipts)).filter(
        (receipt) => receipt.sentAt.getTime() === sentAt.getTime(),
      );
    expect(await mine()).toHaveLength(4);

    // Not asked before 15 minutes; asked, but not ready, at 16: kept for the next run.
    // (The first run asked for the receipts of earlier tests' pushes, then dropped them: older than a day.)
    const asked = standIn.receiptRequests;
    await runNotificationDelivery(database.db, { provider: provider(), clock: at(10) });
    expect(standIn.receiptRequests).toBe(asked);
    standIn.receiptsReady = false;
    expect(await runNotificationDelivery(database.db, { provider: provider(), clock: at(16) })).toMatchObject({
      receipts: 0,
    });
    expect(standIn.receiptRequests).toBe(asked + 1);
    expect(await mine()).toHaveLength(4);

    standIn.receiptsReady = true;
    const read = await runNotificationDelivery(database.db, { provider: provider(), clock: at(17) });
    expect(read).toMatchObject({ receipts: 4, refusedByReceipt: 1, pruned: 2 });
    const rows = await recipientsOf(notification.id);
    const byIndex = Object.fromEntries(
      rows.map((row) => [participantIds.indexOf(row.participantId), { via: row.via, error: row.error }]),
    );
    expect(byIndex).toEqual({
      0: { via: 'inbox', error: 'push receipt: DeviceNotRegistered' },
      1: { via: 'push', error: null },
      2: { via: 'push', error: null },
    });
    const tokens = (await database.db.select().from(participantDevices)).map((device) => device.token);
    expect(tokens).not.toContain('ExponentPushToken[gone-later-x]');
    expect(tokens).not.toContain('ExponentPushToken[gone-later-z]');
    expect(tokens).toEqual(expect.arrayContaining(['ExponentPushToken[ok-y]', 'ExponentPushToken[ok-z2]']));
    expect(await mine()).toEqual([]);
    // The notification's figures are those of delivery: the item reached every inbox.
    expect((await stateOf(notification.id)).deliveredCount).toBe(3);
  });

  it('tries again with backoff after a 500 or a 429, and notifies each device once', async () => {
    const { branchId } = await audienceOf(30);
    let now = new Date('2026-03-02T13:00:10Z');
    const notification = await planNotification(branchId, new Date('2026-03-02T13:00:00Z'));
    standIn.failNext(500);
    standIn.failNext(429);
    const first = await runNotificationDelivery(database.db, {
      provider: provider(),
      clock: () => now,
      batchSize: 10,
      concurrency: 1,
    });
    expect(first).toMatchObject({ delivered: 10, retried: 20 });
    expect((await stateOf(notification.id)).state).toBe('sending');
    const waiting = (await recipientsOf(notification.id)).filter((row) => row.status === 'pending');
    expect(waiting).toHaveLength(20);
    for (const row of waiting) expect(row.nextAttemptAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(30_000);
    // Still waiting for its backoff: nothing is sent again.
    await runNotificationDelivery(database.db, { provider: provider(), clock: () => now });
    expect(standIn.accepted).toHaveLength(10);
    now = new Date(now.getTime() + MINUTE);
    await runNotificationDelivery(database.db, { provider: provider(), clock: () => now });
    const after = await stateOf(notification.id);
    expect([after.state, after.targetedCount, after.deliveredCount]).toEqual(['sent', 30, 30]);
    expect(standIn.accepted).toHaveLength(30);
    expect([...pushesPerToken().values()].every((count) => count === 1)).toBe(true);
  });

  it(`fails a recipient after ${MAX_ATTEMPTS} transient failures, and the notification when nobody got it`, async () => {
    const { branchId } = await audienceOf(2);
    let now = new Date('2026-03-02T13:00:10Z');
    const notification = await planNotification(branchId, new Date('2026-03-02T13:00:00Z'));
    standIn.failNext(500, MAX_ATTEMPTS);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await runNotificationDelivery(database.db, { provider: provider(), clock: () => now });
      now = new Date(now.getTime() + 60 * MINUTE);
    }
    const after = await stateOf(notification.id);
    expect([after.state, after.deliveredCount, after.failedCount]).toEqual(['failed', 0, 2]);
    const rows = await recipientsOf(notification.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['failed', MAX_ATTEMPTS],
    ]);
    expect(rows[0]!.error).toMatch(/500/);
  });

  it('fails at once, without retrying, what the push service refuses for good', async () => {
    const { branchId } = await audienceOf(2);
    const now = new Date('2026-03-02T13:00:10Z');
    const notification = await planNotification(branchId, new Date('2026-03-02T13:00:00Z'));
    standIn.failNext(400);
    const report = await runNotificationDelivery(database.db, { provider: provider(), clock: () => now });
    expect(report).toMatchObject({ delivered: 0, retried: 0, failed: 2 });
    const rows = await recipientsOf(notification.id);
    expect(rows.map((row) => [row.status, row.attempts, row.error])).toEqual([
      ['failed', 1, 'VALIDATION_ERROR'],
      ['failed', 1, 'VALIDATION_ERROR'],
    ]);
    expect((await stateOf(notification.id)).state).toBe('failed');
  });

  it('never pushes twice when a process dies mid-send and another takes over', async () => {
    const { branchId, participantIds } = await audienceOf(8);
    const start = new Date('2026-03-02T13:00:10Z');
    const notification = await planNotification(branchId, new Date('2026-03-02T13:00:00Z'));
    // The first process pushes one batch, then its second request never comes back: it is as good as killed.
    standIn.hangAfter = 1;
    const killed = runNotificationDelivery(database.db, {
      provider: provider(),
      clock: () => start,
      batchSize: 3,
      concurrency: 1,
    });
    await expect.poll(() => standIn.requests, { timeout: 10_000 }).toBe(2);
    const inFlight = (await recipientsOf(notification.id)).filter((row) => row.status === 'sending');
    expect(inFlight).toHaveLength(3);
    // Another process runs after the lease: the batch in flight is not pushed again, the rest is.
    standIn.hangAfter = null;
    const later = new Date(start.getTime() + CLAIM_LEASE_MS + MINUTE);
    await runNotificationDelivery(database.db, { provider: provider(), clock: () => later, batchSize: 3 });
    // The dead process's request finally fails: what it would record was already settled, nothing changes.
    await standIn.close();
    await killed;
    const rows = await recipientsOf(notification.id);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    const interrupted = rows.filter((row) => inFlight.some((claimed) => claimed.id === row.id));
    expect(interrupted.map((row) => row.via)).toEqual(['inbox', 'inbox', 'inbox']);
    expect([...pushesPerToken().values()].every((count) => count === 1)).toBe(true);
    expect(standIn.accepted).toHaveLength(5);
    const after = await stateOf(notification.id);
    expect([after.state, after.targetedCount, after.deliveredCount]).toEqual(['sent', 8, 8]);
    expect(new Set(rows.map((row) => row.participantId))).toEqual(new Set(participantIds));
  });

  it('lets two processes run at once without notifying anyone twice, and a rerun of an occurrence adds no one', async () => {
    const { branchId } = await audienceOf(40);
    const now = new Date('2026-03-02T13:00:10Z');
    const notification = await planNotification(branchId, new Date('2026-03-02T13:00:00Z'));
    const run = () =>
      runNotificationDelivery(database.db, { provider: provider(), clock: () => now, batchSize: 7, concurrency: 2 });
    const reports = await Promise.all([run(), run()]);
    expect(reports[0]!.started + reports[1]!.started).toBe(1);
    expect(standIn.accepted).toHaveLength(40);
    expect([...pushesPerToken().values()].every((count) => count === 1)).toBe(true);
    // The same occurrence due again (a state put back by hand): its recipients exist, nobody is added or pushed.
    await database.db.update(notifications).set({ state: 'scheduled' }).where(eq(notifications.id, notification.id));
    await run();
    expect(standIn.accepted).toHaveLength(40);
    const after = await stateOf(notification.id);
    expect([after.state, after.targetedCount]).toEqual(['sent', 40]);
  });

  it("repeats daily at 8:00 in the city's time zone across the end of daylight-saving time, then stops", async () => {
    const { branchId, participantIds } = await audienceOf(1);
    // Toronto leaves daylight-saving time on 1 November 2026: 8:00 is 12:00 UTC on 31 October, 13:00 UTC after.
    const notification = await planNotification(branchId, new Date('2026-10-31T12:00:00Z'), {
      plannedLocal: '2026-10-31T08:00',
      repeat: 'daily',
      repeatUntil: '2026-11-01',
    });
    await runNotificationDelivery(database.db, { provider: null, clock: () => new Date('2026-10-31T12:00:30Z') });
    const between = await stateOf(notification.id);
    expect([between.state, between.occurrence, between.plannedLocal]).toEqual(['scheduled', 2, '2026-11-01T08:00']);
    expect(between.plannedAt?.toISOString()).toBe('2026-11-01T13:00:00.000Z');
    await runNotificationDelivery(database.db, { provider: null, clock: () => new Date('2026-11-01T12:30:00Z') });
    expect((await stateOf(notification.id)).state).toBe('scheduled');
    await runNotificationDelivery(database.db, { provider: null, clock: () => new Date('2026-11-01T13:00:30Z') });
    const after = await stateOf(notification.id);
    expect([after.state, after.occurrence, after.targetedCount, after.deliveredCount]).toEqual(['sent', 2, 2, 2]);
    const inbox = await database.db
      .select()
      .from(notificationRecipients)
      .where(and(eq(notificationRecipients.participantId, participantIds[0]!)));
    expect(inbox.map((row) => row.occurrence).sort()).toEqual([1, 2]);
  });
});
