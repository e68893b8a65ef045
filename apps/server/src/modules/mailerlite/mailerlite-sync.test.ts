import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities, mailerliteSettings, mailerliteSubscribers, participants } from '../../db/schema/index.ts';
import { syncDueMailingLists } from '../../jobs/sync-mailerlite.job.ts';
import { bearer, testConfig } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createMailerLiteDeps } from './mailerlite.deps.ts';
import {
  addParticipant,
  GROUP,
  OTHER_GROUP,
  setMailerLiteGranted,
  setUpMailerLiteSuite,
  STAND_IN_KEY,
  waitForSyncEnd,
  requestSync,
} from './mailerlite.fixtures.ts';
import { findCitiesDueForNightlySync } from './mailerlite.repository.ts';
import { sealApiKey } from './mailerlite.service.ts';

type Participant = Awaited<ReturnType<typeof addParticipant>>;

describe.each(TEST_DATABASES)('synchronising the mailing list on %s', (kind) => {
  const suite = setUpMailerLiteSuite(kind, 'MlSync', ['city', 'participant']);
  const people: Record<string, Participant> = {};
  const cityId = () => suite.world.city.id;
  const sync = () => requestSync(suite.app, suite.tokens.city, cityId());
  const put = (payload: object) =>
    suite.app.inject({
      method: 'PUT',
      url: `/api/cities/${cityId()}/mailerlite`,
      headers: bearer(suite.tokens.city),
      payload,
    });
  const settings = async () =>
    (
      await suite.app.inject({
        method: 'GET',
        url: `/api/cities/${cityId()}/mailerlite`,
        headers: bearer(suite.tokens.city),
      })
    ).json().data;
  const subscribers = async (query = '') =>
    (
      await suite.app.inject({
        method: 'GET',
        url: `/api/cities/${cityId()}/mailerlite/subscribers${query}`,
        headers: bearer(suite.tokens.city),
      })
    ).json();
  const update = (participant: Participant, values: Partial<typeof participants.$inferInsert>) =>
    suite.database.db.update(participants).set(values).where(eq(participants.id, participant.id));

  beforeAll(async () => {
    const { db } = suite.database;
    await setMailerLiteGranted(db, cityId(), true);
    expect((await put({ apiKey: STAND_IN_KEY, groupId: GROUP.id })).statusCode).toBe(200);
    for (const name of ['Alice', 'Bruno', 'Chloé', 'Denis', 'Emma']) {
      people[name] = await addParticipant(db, cityId(), { firstName: name });
    }
    people.Sans = await addParticipant(db, cityId(), { firstName: 'Sans', mailingListConsentAt: null });
    people.Desabonne = await addParticipant(db, cityId(), { firstName: 'Desabonne', emailOptOutAt: new Date() });
    people.Inactif = await addParticipant(db, cityId(), {
      firstName: 'Inactif',
      active: false,
      deactivatedAt: new Date(),
    });
  });

  it('adds the consenting participants to the group and stores the timestamp on the city', async () => {
    const before = Date.now();
    const response = await sync();
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ added: 5, updated: 0, removed: 0, failed: 0, state: 'succeeded' });
    expect(Date.parse(result.timestamp)).toBeGreaterThanOrEqual(before);
    const [city] = await suite.database.db.select().from(cities).where(eq(cities.id, cityId()));
    expect(city!.lastSyncMailerLiteSubscriptionsTimestamp?.toISOString()).toBe(result.timestamp);
    const expected = ['Alice', 'Bruno', 'Chloé', 'Denis', 'Emma'].map((name) => people[name]!.email).sort();
    expect(suite.standIn.emailsIn(GROUP.id)).toEqual(expected);
    const subscriber = [...suite.standIn.subscribers.values()].find((entry) => entry.email === people.Alice!.email);
    expect(subscriber!.fields).toEqual({ name: 'Alice', last_name: 'Liste' });
    expect(await settings()).toMatchObject({
      lastSyncMailerLiteSubscriptionsTimestamp: result.timestamp,
      sync: { state: 'succeeded', added: 5, failed: 0, errorCode: null },
      consenting: 5,
      synced: 5,
    });

    const again = (await sync()).json().data;
    expect(again).toMatchObject({ added: 0, updated: 0, removed: 0, failed: 0, state: 'succeeded' });
    expect(Date.parse(again.timestamp)).toBeGreaterThanOrEqual(Date.parse(result.timestamp));
  });

  it('lists the synced participants, paged and found by name or email', async () => {
    const all = await subscribers('?pageSize=2');
    expect(all.total).toBe(5);
    expect(all.data).toHaveLength(2);
    expect(all.data[0]).toMatchObject({ firstName: expect.any(String), subscriberId: expect.any(String) });
    const found = await subscribers(`?search=${encodeURIComponent('chloé')}`);
    expect(found.data.map((row: { email: string }) => row.email)).toEqual([people.Chloé!.email]);
    const byEmail = await subscribers(`?search=${encodeURIComponent(people.Bruno!.email.slice(0, 8))}`);
    expect(byEmail.total).toBe(1);
    expect((await subscribers('?search=personne')).total).toBe(0);
  });

  it('takes out who withdrew, left the emails, was deactivated or deleted, and sends a changed name again', async () => {
    const { db } = suite.database;
    await update(people.Alice!, { mailingListConsentAt: null });
    await update(people.Bruno!, { active: false, deactivatedAt: new Date() });
    await update(people.Denis!, { emailOptOutAt: new Date() });
    await db.delete(participants).where(eq(participants.id, people.Emma!.id));
    await update(people.Chloé!, { lastName: 'Nouveau-Nom' });
    const result = (await sync()).json().data;
    expect(result).toMatchObject({ added: 0, updated: 1, removed: 4, failed: 0, state: 'succeeded' });
    expect(suite.standIn.emailsIn(GROUP.id)).toEqual([people.Chloé!.email]);
    const chloe = [...suite.standIn.subscribers.values()].find((entry) => entry.email === people.Chloé!.email);
    expect(chloe!.fields.last_name).toBe('Nouveau-Nom');
    expect((await subscribers()).total).toBe(1);
  });

  it('moves a participant who changed email, and everyone when the city chooses another group', async () => {
    const newEmail = `chloe.nouvelle.${kind}@liste.test`;
    await update(people.Chloé!, { email: newEmail });
    await update(people.Alice!, { mailingListConsentAt: new Date() });
    const moved = (await sync()).json().data;
    expect(moved).toMatchObject({ added: 2, removed: 1, failed: 0 });
    expect(suite.standIn.emailsIn(GROUP.id)).toEqual([people.Alice!.email, newEmail].sort());

    expect((await put({ groupId: OTHER_GROUP.id })).json().data.groupName).toBe(OTHER_GROUP.name);
    const regrouped = (await sync()).json().data;
    expect(regrouped).toMatchObject({ added: 2, removed: 2, failed: 0 });
    expect(suite.standIn.emailsIn(GROUP.id)).toEqual([]);
    expect(suite.standIn.emailsIn(OTHER_GROUP.id)).toEqual([people.Alice!.email, newEmail].sort());
    const rows = await suite.database.db
      .select({ groupId: mailerliteSubscribers.groupId })
      .from(mailerliteSubscribers)
      .where(eq(mailerliteSubscribers.cityId, cityId()));
    expect(rows.map((row) => row.groupId)).toEqual([OTHER_GROUP.id, OTHER_GROUP.id]);
  });

  it('reports the participants MailerLite refused as a partial synchronisation, and keeps the others', async () => {
    const refused = await addParticipant(suite.database.db, cityId(), { firstName: 'Refusée' });
    const accepted = await addParticipant(suite.database.db, cityId(), { firstName: 'Acceptée' });
    suite.standIn.behaviour.refusedEmails.add(refused.email);
    const result = (await sync()).json().data;
    expect(result).toMatchObject({ added: 1, failed: 1, state: 'partial' });
    expect(suite.standIn.emailsIn(OTHER_GROUP.id)).toContain(accepted.email);
    expect((await settings()).sync).toMatchObject({
      state: 'partial',
      failed: 1,
      failures: [{ email: refused.email, message: 'The email must be a valid email address.' }],
    });
    suite.standIn.behaviour.refusedEmails.clear();
    const retried = (await sync()).json().data;
    expect(retried).toMatchObject({ added: 1, failed: 0, state: 'succeeded' });
  });

  it('withdraws the consent of who unsubscribed in MailerLite, and takes them out of the group', async () => {
    const leaving = await addParticipant(suite.database.db, cityId(), { firstName: 'Partante' });
    expect((await sync()).json().data).toMatchObject({ added: 1, failed: 0 });
    expect(suite.standIn.unsubscribe(leaving.email)).toBe(true);
    const result = (await sync()).json().data;
    expect(result).toMatchObject({ added: 0, removed: 1, failed: 0, state: 'succeeded' });
    expect(suite.standIn.emailsIn(OTHER_GROUP.id)).not.toContain(leaving.email);
    const [row] = await suite.database.db
      .select({ consent: participants.mailingListConsentAt })
      .from(participants)
      .where(eq(participants.id, leaving.id));
    expect(row!.consent).toBeNull();
    // Read again at the next synchronisation: nothing more changes, and nobody else lost their consent.
    expect((await sync()).json().data).toMatchObject({ added: 0, removed: 0, updated: 0 });
    expect((await settings()).consenting).toBeGreaterThan(0);
  });

  it('waits out a 429 and its Retry-After, then synchronises', async () => {
    await addParticipant(suite.database.db, cityId(), { firstName: 'Patiente' });
    suite.standIn.requests.length = 0;
    suite.standIn.behaviour.rateLimited = { count: 1, retryAfterSeconds: 1 };
    const started = Date.now();
    const result = (await sync()).json().data;
    expect(result).toMatchObject({ added: 1, failed: 0, state: 'succeeded' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(suite.standIn.requests.map((request) => request.path)).toEqual([
      '/api/groups?limit=100&page=1&sort=name',
      '/api/groups?limit=100&page=1&sort=name',
      `/api/groups/${OTHER_GROUP.id}/subscribers?filter[status]=unsubscribed&limit=1000`,
      '/api/batch',
    ]);
  });

  it('fails with the reason and keeps the last timestamp: key refused or unreadable, group gone, MailerLite down', async () => {
    const { db } = suite.database;
    const before = (await settings()).lastSyncMailerLiteSubscriptionsTimestamp;
    suite.apiKeys.splice(0, suite.apiKeys.length, 'another-key-entirely');
    const refused = await sync();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('mailerlite_key_rejected');
    expect(await settings()).toMatchObject({
      lastSyncMailerLiteSubscriptionsTimestamp: before,
      sync: { state: 'failed', errorCode: 'mailerlite_key_rejected' },
    });
    suite.apiKeys.splice(0, suite.apiKeys.length, STAND_IN_KEY);

    const [saved] = await db.select().from(mailerliteSettings).where(eq(mailerliteSettings.cityId, cityId()));
    await db
      .update(mailerliteSettings)
      .set({ apiKeyCiphertext: 'v1.AAAA.BBBB.CCCC' })
      .where(eq(mailerliteSettings.cityId, cityId()));
    const unreadable = await sync();
    expect(unreadable.statusCode).toBe(409);
    expect(unreadable.json().error.code).toBe('mailerlite_key_unreadable');
    await db
      .update(mailerliteSettings)
      .set({ apiKeyCiphertext: saved!.apiKeyCiphertext })
      .where(eq(mailerliteSettings.cityId, cityId()));

    const group = suite.standIn.groups.get(OTHER_GROUP.id)!;
    suite.standIn.groups.delete(OTHER_GROUP.id);
    const groupGone = await sync();
    expect(groupGone.statusCode).toBe(409);
    expect(groupGone.json().error.code).toBe('mailerlite_not_configured');
    suite.standIn.groups.set(group.id, group);

    suite.standIn.behaviour.serverErrors = { count: 10, status: 503 };
    const unreachable = await sync();
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().error.code).toBe('mailerlite_unreachable');
    suite.standIn.behaviour.serverErrors.count = 0;
    expect((await sync()).json().data.state).toBe('succeeded');
  }, 30_000);

  it('never runs two synchronisations of one city at once: a second request joins the running one', async () => {
    const { db } = suite.database;
    await addParticipant(db, cityId(), { firstName: 'Concurrente' });
    suite.standIn.requests.length = 0;
    suite.standIn.behaviour.delayMs = 300;
    const [first, second] = await Promise.all([sync(), sync()]);
    suite.standIn.behaviour.delayMs = 0;
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data).toEqual(second.json().data);
    expect(first.json().data.added).toBe(1);
    expect(suite.standIn.requests.filter((request) => request.path === '/api/batch')).toHaveLength(1);
  });

  it('synchronises each granted, configured city once a night, at 2 o’clock in its time zone', async () => {
    const { db } = suite.database;
    // America/New_York in November: 2 o'clock is 07:00 UTC.
    const night = new Date('2026-11-20T07:10:00Z');
    expect(await findCitiesDueForNightlySync(db, night)).toContain(cityId());
    expect(await findCitiesDueForNightlySync(db, new Date('2026-11-20T08:10:00Z'))).not.toContain(cityId());
    await put({ enabled: false });
    expect(await findCitiesDueForNightlySync(db, night)).not.toContain(cityId());
    await put({ enabled: true });

    const latecomer = await addParticipant(db, cityId(), { firstName: 'Nocturne' });
    const deps = createMailerLiteDeps(db, {
      ...testConfig(),
      mailerlite: { apiUrl: suite.standIn.url, standIn: false },
    });
    expect(await syncDueMailingLists(deps, pino({ level: 'silent' }), night)).toContain(cityId());
    expect(await waitForSyncEnd(suite.app, suite.tokens.city, cityId())).toMatchObject({ status: 'succeeded' });
    expect(suite.standIn.emailsIn(OTHER_GROUP.id)).toContain(latecomer.email);
    // The settings sealed by the app open with the deployment's key in the job as well.
    expect(sealApiKey(deps.secrets, cityId(), 'x')).toMatch(/^v1\./);
  });
});
