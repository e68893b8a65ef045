import { eq, getTableName, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listProductTables } from '../../demo/demo-reset.ts';
import { mailerliteSettings } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { bearer, testConfig } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { MAILERLITE_KEY_PURPOSE } from './mailerlite.deps.ts';
import {
  addParticipant,
  GROUP,
  OTHER_GROUP,
  setMailerLiteGranted,
  setUpMailerLiteSuite,
  STAND_IN_KEY,
  requestSync,
} from './mailerlite.fixtures.ts';
import { openApiKey } from './mailerlite.service.ts';

describe.each(TEST_DATABASES)('the mailing-list settings on %s', (kind) => {
  const suite = setUpMailerLiteSuite(kind, 'MlSettings', ['city', 'organisation', 'participant']);
  let other: Tenancy;
  const url = () => `/api/cities/${suite.world.city.id}/mailerlite`;
  const asCity = () => bearer(suite.tokens.city);
  const put = (payload: object) => suite.app.inject({ method: 'PUT', url: url(), headers: asCity(), payload });
  const sync = (cityId = suite.world.city.id, token = suite.tokens.city) => requestSync(suite.app, token, cityId);

  beforeAll(async () => {
    other = await createTenancy(suite.database.db, `MlOther${kind}`);
  });

  it('answers 403 mailerlite_not_granted to a city without the feature', async () => {
    for (const response of [
      await suite.app.inject({ method: 'GET', url: url(), headers: asCity() }),
      await put({ apiKey: STAND_IN_KEY }),
      await suite.app.inject({ method: 'GET', url: `${url()}/subscribers`, headers: asCity() }),
      await sync(),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('mailerlite_not_granted');
    }
    await setMailerLiteGranted(suite.database.db, suite.world.city.id, true);
  });

  it('answers 409 mailerlite_not_configured until a key and a group are saved', async () => {
    const settings = await suite.app.inject({ method: 'GET', url: url(), headers: asCity() });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data).toMatchObject({
      hasApiKey: false,
      apiKeyHint: null,
      configured: false,
      lastSyncMailerLiteSubscriptionsTimestamp: null,
      sync: { state: 'idle' },
    });
    const synced = await sync();
    expect(synced.statusCode).toBe(409);
    expect(synced.json().error.code).toBe('mailerlite_not_configured');
    const groups = await suite.app.inject({ method: 'GET', url: `${url()}/groups`, headers: asCity() });
    expect(groups.json().error.code).toBe('mailerlite_not_configured');
    const groupFirst = await put({ groupId: GROUP.id });
    expect(groupFirst.statusCode).toBe(400);
    expect(groupFirst.json().error.details[0].path).toBe('apiKey');
  });

  it('tries a new key on MailerLite and stores nothing when it is refused', async () => {
    const refused = await put({ apiKey: 'not-the-right-key-0000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('mailerlite_key_rejected');
    const [row] = await suite.database.db.select().from(mailerliteSettings);
    expect(row).toBeUndefined();
  });

  it('stores the key encrypted and never sends it back, only its last 4 characters', async () => {
    const saved = await put({ apiKey: STAND_IN_KEY });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(STAND_IN_KEY);
    expect(saved.json().data).toMatchObject({ hasApiKey: true, apiKeyHint: 'wxyz', groupId: null, configured: false });
    const read = await suite.app.inject({ method: 'GET', url: url(), headers: asCity() });
    expect(read.body).not.toContain(STAND_IN_KEY);
    expect(read.json().data.apiKeyHint).toBe('wxyz');

    // At rest: no row of any table holds the key, or a third of it, in clear; the ciphertext opens with the key
    // derived from the deployment's secret, and with nothing else.
    const fragment = STAND_IN_KEY.slice(8, 20);
    for (const table of listProductTables()) {
      const [found] = (
        await suite.database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from ${table} t where to_jsonb(t)::text like ${`%${fragment}%`}`,
        )
      ).rows;
      expect({ table: getTableName(table), count: Number(found?.count) }).toEqual({
        table: getTableName(table),
        count: 0,
      });
    }
    const [row] = await suite.database.db
      .select()
      .from(mailerliteSettings)
      .where(eq(mailerliteSettings.cityId, suite.world.city.id));
    expect(row!.apiKeyCiphertext).toMatch(/^v1\./);
    const box = createSecretBox(testConfig().encryptionKey, MAILERLITE_KEY_PURPOSE);
    expect(openApiKey(box, suite.world.city.id, row!.apiKeyCiphertext!)).toBe(STAND_IN_KEY);
    expect(() => openApiKey(box, other.city.id, row!.apiKeyCiphertext!)).toThrow();
    const otherSecret = createSecretBox('another-deployment-secret-0000000000', MAILERLITE_KEY_PURPOSE);
    expect(() => openApiKey(otherSecret, suite.world.city.id, row!.apiKeyCiphertext!)).toThrow();
  });

  it("lists the account's groups and keeps only one of them, with its name", async () => {
    const groups = await suite.app.inject({ method: 'GET', url: `${url()}/groups`, headers: asCity() });
    expect(groups.statusCode).toBe(200);
    expect(groups.json().data).toEqual([
      { id: OTHER_GROUP.id, name: OTHER_GROUP.name, activeCount: 0 },
      { id: GROUP.id, name: GROUP.name, activeCount: 0 },
    ]);
    const unknown = await put({ groupId: '999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('groupId');
    const chosen = await put({ groupId: GROUP.id, enabled: false });
    expect(chosen.json().data).toMatchObject({
      hasApiKey: true,
      groupId: GROUP.id,
      groupName: GROUP.name,
      enabled: false,
      configured: true,
    });
    const kept = await put({ enabled: true });
    expect(kept.json().data).toMatchObject({ hasApiKey: true, apiKeyHint: 'wxyz', groupId: GROUP.id, enabled: true });
  });

  it('lets only the city read it, and only its admins change it', async () => {
    const organisation = await suite.app.inject({
      method: 'GET',
      url: url(),
      headers: bearer(suite.tokens.organisation),
    });
    expect(organisation.statusCode).toBe(403);
    const participant = await sync(suite.world.city.id, suite.tokens.participant);
    expect(participant.statusCode).toBe(403);
    const badBody = await suite.app.inject({
      method: 'POST',
      url: '/api/syncMailerLiteSubscriptions',
      headers: asCity(),
      payload: {},
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error.details[0].path).toBe('cityId');
  });

  it("never reads or synchronises another city's list, even granted and configured", async () => {
    const { db } = suite.database;
    await setMailerLiteGranted(db, other.city.id, true);
    const box = createSecretBox(testConfig().encryptionKey, MAILERLITE_KEY_PURPOSE);
    await db.insert(mailerliteSettings).values({
      cityId: other.city.id,
      apiKeyCiphertext: box.seal(STAND_IN_KEY, `mailerlite:${other.city.id}`),
      apiKeyHint: 'wxyz',
      groupId: OTHER_GROUP.id,
      groupName: OTHER_GROUP.name,
    });
    const foreign = await addParticipant(db, other.city.id, { firstName: 'Étrangère' });
    const own = await addParticipant(db, suite.world.city.id, { firstName: 'Locale' });

    for (const path of ['', '/groups', '/subscribers', '/sync']) {
      const response = await suite.app.inject({
        method: 'GET',
        url: `/api/cities/${other.city.id}/mailerlite${path}`,
        headers: asCity(),
      });
      expect(response.statusCode).toBe(404);
    }
    const foreignSync = await sync(other.city.id);
    expect(foreignSync.statusCode).toBe(404);
    expect(suite.standIn.emailsIn(OTHER_GROUP.id)).toEqual([]);

    const ownSync = await sync();
    expect(ownSync.statusCode).toBe(200);
    expect(suite.standIn.emailsIn(GROUP.id)).toContain(own.email);
    expect(suite.standIn.emailsIn(GROUP.id)).not.toContain(foreign.email);
    const list = await suite.app.inject({ method: 'GET', url: `${url()}/subscribers`, headers: asCity() });
    expect(list.json().data.map((row: { email: string }) => row.email)).not.toContain(foreign.email);
  });

  it('disconnects the account: key, group and synced record forgotten, never while a synchronisation runs', async () => {
    const { db } = suite.database;
    const subscribers = async () =>
      (await suite.app.inject({ method: 'GET', url: `${url()}/subscribers`, headers: asCity() })).json().data.length;
    expect(await subscribers()).toBeGreaterThan(0);
    const forbidden = await suite.app.inject({
      method: 'DELETE',
      url: `/api/cities/${other.city.id}/mailerlite`,
      headers: asCity(),
    });
    expect(forbidden.statusCode).toBe(404);
    const asOrganisation = await suite.app.inject({
      method: 'DELETE',
      url: url(),
      headers: bearer(suite.tokens.organisation),
    });
    expect(asOrganisation.statusCode).toBe(403);

    await db
      .update(mailerliteSettings)
      .set({ syncState: 'running', syncHeartbeatAt: new Date() })
      .where(eq(mailerliteSettings.cityId, suite.world.city.id));
    const running = await suite.app.inject({ method: 'DELETE', url: url(), headers: asCity() });
    expect(running.statusCode).toBe(409);
    expect(running.json().error.code).toBe('mailerlite_sync_running');
    await db
      .update(mailerliteSettings)
      .set({ syncState: 'succeeded', syncHeartbeatAt: null })
      .where(eq(mailerliteSettings.cityId, suite.world.city.id));

    const removed = await suite.app.inject({ method: 'DELETE', url: url(), headers: asCity() });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ hasApiKey: false, apiKeyHint: null, groupId: null, configured: false });
    expect(await subscribers()).toBe(0);
    expect((await sync()).json().error.code).toBe('mailerlite_not_configured');
    // The other city's account is untouched.
    const [kept] = await db.select().from(mailerliteSettings).where(eq(mailerliteSettings.cityId, other.city.id));
    expect(kept?.groupId).toBe(OTHER_GROUP.id);
  });
});
