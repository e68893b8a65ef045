import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailerliteSettings } from '../../db/schema/index.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import {
  addParticipant,
  GROUP,
  setMailerLiteGranted,
  setUpMailerLiteSuite,
  STAND_IN_KEY,
  waitForSyncEnd,
  requestSync,
} from './mailerlite.fixtures.ts';

/** Participant ids in a known order (the synchronisation goes through them by id): `block` then `index`. */
const orderedId = (block: number, index: number) =>
  `e${String(block).padStart(7, '0')}-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe.each(TEST_DATABASES)('a synchronisation in the background, with its progress, on %s', (kind) => {
  const suite = setUpMailerLiteSuite(kind, 'MlProgress', ['city'], { syncWaitMs: 300 });
  const cityId = () => suite.world.city.id;
  const sync = () => requestSync(suite.app, suite.tokens.city, cityId());
  const state = async () =>
    (
      await suite.app.inject({
        method: 'GET',
        url: `/api/cities/${cityId()}/mailerlite/sync`,
        headers: bearer(suite.tokens.city),
      })
    ).json().data;
  const setState = (values: Partial<typeof mailerliteSettings.$inferInsert>) =>
    suite.database.db.update(mailerliteSettings).set(values).where(eq(mailerliteSettings.cityId, cityId()));
  const addBlock = async (block: number, count: number) => {
    for (let index = 1; index <= count; index += 1) {
      await addParticipant(suite.database.db, cityId(), { firstName: `Bloc${block}`, id: orderedId(block, index) });
    }
  };
  const batches = () => suite.standIn.requests.filter((request) => request.path === '/api/batch');

  beforeAll(async () => {
    await setMailerLiteGranted(suite.database.db, cityId(), true);
    const put = await suite.app.inject({
      method: 'PUT',
      url: `/api/cities/${cityId()}/mailerlite`,
      headers: bearer(suite.tokens.city),
      payload: { apiKey: STAND_IN_KEY, groupId: GROUP.id },
    });
    expect(put.statusCode).toBe(200);
  });

  it('shows the state of the last synchronisation, the first one ended', async () => {
    expect((await state()).status).toBe('idle');
    await addBlock(1, 3);
    expect([200, 202]).toContain((await sync()).statusCode);
    const ended = await waitForSyncEnd(suite.app, suite.tokens.city, cityId());
    expect(ended).toMatchObject({ status: 'succeeded', progress: { done: 3, total: 3, added: 3 } });
    expect(ended.lastSyncMailerLiteSubscriptionsTimestamp).toBe(ended.finishedAt);
  });

  it('answers 202 with its progress when it takes longer, shows it running, then done; a second request joins it', async () => {
    await addBlock(2, 250);
    suite.standIn.requests.length = 0;
    suite.standIn.behaviour.delayMs = 250;
    try {
      const response = await sync();
      expect(response.statusCode).toBe(202);
      expect(response.json().data).toMatchObject({ status: 'running', progress: { done: 0 } });
      const joined = await sync();
      expect(joined.statusCode).toBe(202);
      const seen: number[] = [];
      for (let polls = 0; polls < 200; polls += 1) {
        const current = await state();
        if (current.status !== 'running') break;
        seen.push(current.progress.done);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen.some((done) => done > 0 && done < 250)).toBe(true);
    } finally {
      suite.standIn.behaviour.delayMs = 0;
    }
    const ended = await waitForSyncEnd(suite.app, suite.tokens.city, cityId());
    expect(ended).toMatchObject({ status: 'succeeded', progress: { done: 250, total: 250, added: 250 } });
    expect(ended.lastSyncMailerLiteSubscriptionsTimestamp).toBe(ended.finishedAt);
    // One synchronisation only: 250 participants in five batches of 50, none sent twice.
    expect(batches().map((request) => request.batchSize)).toEqual([50, 50, 50, 50, 50]);
    expect(suite.standIn.emailsIn(GROUP.id)).toHaveLength(253);
  }, 60_000);

  it('leaves a synchronisation whose worker is alive to it, and takes over a dead one where it stopped', async () => {
    // A worker sent the 100 participants of block 3 (its first round) and stored its cursor, then its process
    // died before the round of block 4: the state it left.
    await addBlock(3, 100);
    expect([200, 202]).toContain((await sync()).statusCode);
    expect((await waitForSyncEnd(suite.app, suite.tokens.city, cityId())).status).toBe('succeeded');
    await addBlock(4, 70);
    const startedAt = new Date(Date.now() - 10 * 60_000);
    await setState({
      syncState: 'running',
      syncStartedAt: startedAt,
      syncFinishedAt: null,
      syncHeartbeatAt: new Date(),
      syncWorker: 'a-worker-alive',
      syncStep: 'send',
      syncCursor: orderedId(3, 100),
      syncTotal: 170,
      lastAdded: 100,
      lastUpdated: 0,
      lastRemoved: 0,
      lastFailed: 0,
    });
    suite.standIn.requests.length = 0;

    const alive = await sync();
    expect(alive.statusCode).toBe(202);
    expect(alive.json().data).toMatchObject({ status: 'running', progress: { done: 100, total: 170 } });
    expect(suite.standIn.requests).toEqual([]);

    await setState({ syncWorker: 'a-worker-dead', syncHeartbeatAt: new Date(Date.now() - 6 * 60_000) });
    expect([200, 202]).toContain((await sync()).statusCode);
    const resumed = await waitForSyncEnd(suite.app, suite.tokens.city, cityId());
    expect(resumed.progress).toMatchObject({ added: 170, updated: 0, removed: 0, failed: 0 });
    // Went on after its cursor: the groups checked, then block 4 only (no unsubscribed read, block 3 not resent).
    expect(suite.standIn.requests.map((request) => [request.path, request.batchSize])).toEqual([
      ['/api/groups?limit=100&page=1&sort=name', undefined],
      ['/api/batch', 50],
      ['/api/batch', 20],
    ]);
    expect(await state()).toMatchObject({
      status: 'succeeded',
      startedAt: startedAt.toISOString(),
      progress: { done: 170, total: 170 },
    });
    expect(suite.standIn.emailsIn(GROUP.id)).toHaveLength(253 + 170);
  }, 30_000);

  it('records the failure when the key is refused, and answers it when it ends within the wait', async () => {
    suite.apiKeys.splice(0, suite.apiKeys.length, 'another-key-entirely');
    try {
      const refused = await sync();
      // Ended within the wait: its error (the usual case); past it, the state tells it.
      if (refused.statusCode !== 202) expect(refused.json().error.code).toBe('mailerlite_key_rejected');
      expect(await waitForSyncEnd(suite.app, suite.tokens.city, cityId())).toMatchObject({
        status: 'failed',
        errorCode: 'mailerlite_key_rejected',
      });
    } finally {
      suite.apiKeys.splice(0, suite.apiKeys.length, STAND_IN_KEY);
    }
  });
});
