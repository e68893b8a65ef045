import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { orders, spendRequests } from '../db/schema/index.ts';
import { createFundedParticipant, createShopProduct, spendBody } from '../modules/spending/spending.fixtures.ts';
import { spendGreenpoints } from '../modules/spending/spending.service.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/test-database.ts';
import { createTenancy, type Tenancy } from '../test/test-world.ts';
import { EXPIRE_ORDERS_CRON, EXPIRE_ORDERS_JOB } from './expire-orders.job.ts';
import { startJobs, type Jobs } from './jobs.ts';
import { PRUNE_SPEND_REQUESTS_CRON, PRUNE_SPEND_REQUESTS_JOB, pruneSpendRequests } from './prune-spend-requests.job.ts';
import {
  MATCH_CARPOOL_OCCURRENCE_JOB,
  RUN_CARPOOL_OCCURRENCES_CRON,
  RUN_CARPOOL_OCCURRENCES_JOB,
} from './carpool.job.ts';

describe.each(TEST_DATABASES)('background jobs on %s', (kind) => {
  let database: Database;
  let world: Tenancy;
  let jobs: Jobs | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Jobs');
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it('starts pg-boss on the application’s connection, schedules expire-orders every 5 minutes and runs it', async () => {
    jobs = await startJobs(database.db, pino({ level: 'silent' }));
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: EXPIRE_ORDERS_JOB, cron: EXPIRE_ORDERS_CRON }),
        expect.objectContaining({ name: PRUNE_SPEND_REQUESTS_JOB, cron: PRUNE_SPEND_REQUESTS_CRON }),
        expect.objectContaining({ name: RUN_CARPOOL_OCCURRENCES_JOB, cron: RUN_CARPOOL_OCCURRENCES_CRON }),
      ]),
    );

    const buyer = await createFundedParticipant(database.db, world, 500);
    const product = await createShopProduct(database.db, world);
    const longAgo = new Date(Date.now() - 60 * 86_400_000);
    const outcome = await spendGreenpoints(database.db, buyer.id, spendBody(product), randomUUID(), longAgo);
    const orderId = (outcome.body as { data: { id: string } }).data.id;

    await jobs.boss.send(EXPIRE_ORDERS_JOB, {});
    let status: string | undefined;
    for (let attempt = 0; attempt < 60 && status !== 'expired'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      [{ status } = { status: undefined }] = await database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
    }
    expect(status).toBe('expired');
  }, 60_000);

  it('forgets idempotency keys after 30 days, not before', async () => {
    const buyer = await createFundedParticipant(database.db, world, 500);
    const product = await createShopProduct(database.db, world);
    const now = new Date('2026-06-30T12:00:00Z');
    for (const daysAgo of [31, 29]) {
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      await spendGreenpoints(database.db, buyer.id, spendBody(product), `prune-${daysAgo}`, at);
    }
    expect(await pruneSpendRequests(database.db, now)).toBe(1);
    const kept = await database.db.select().from(spendRequests).where(eq(spendRequests.participantId, buyer.id));
    expect(kept.map((row) => row.idempotencyKey)).toEqual(['prune-29']);
  });

  it('queues one carpool matching per occurrence however many of its requests change meanwhile', async () => {
    jobs ??= await startJobs(database.db, pino({ level: 'silent' }));
    const occurrence = { eventId: world.carpoolEvent.id, occurrenceDate: '2030-01-07' };
    for (let change = 0; change < 3; change++)
      jobs.matchCarpoolOccurrence(occurrence.eventId, occurrence.occurrenceDate);
    jobs.matchCarpoolOccurrence(occurrence.eventId, '2030-01-09');
    let queued: { data: unknown }[] = [];
    for (let attempt = 0; attempt < 20 && queued.length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      queued = await jobs.boss.findJobs(MATCH_CARPOOL_OCCURRENCE_JOB, { queued: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    queued = await jobs.boss.findJobs(MATCH_CARPOOL_OCCURRENCE_JOB, { queued: true });
    expect(queued.map((job) => job.data)).toEqual(
      expect.arrayContaining([occurrence, { ...occurrence, occurrenceDate: '2030-01-09' }]),
    );
    expect(queued).toHaveLength(2);
  });
});
