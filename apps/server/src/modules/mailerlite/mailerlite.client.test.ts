import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailerLiteStandIn, type MailerLiteStandInServer } from '../../test/mailerlite-stand-in.ts';
import { createMailerLiteClient, MailerLiteError, retryAfterMs } from './mailerlite.client.ts';

const KEY = 'stand-in-key-0001';
const GROUP = '118000000000000001';

describe('the MailerLite client against the stand-in', () => {
  let standIn: MailerLiteStandInServer;
  let waits: number[];
  const client = (apiKey = KEY) =>
    createMailerLiteClient({
      baseUrl: standIn.url,
      apiKey,
      backoffMs: 100,
      sleep: async (milliseconds) => {
        waits.push(milliseconds);
      },
    });

  beforeAll(async () => {
    standIn = await startMailerLiteStandIn({
      apiKeys: [KEY],
      groups: [
        { id: GROUP, name: 'Participants' },
        ...Array.from({ length: 120 }, (_, index) => ({ id: `9${index}`, name: `Groupe ${index}` })),
      ],
    });
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    waits = [];
    standIn.requests.length = 0;
  });

  it('lists every group, page after page', async () => {
    const groups = await client().listGroups();
    expect(groups).toHaveLength(121);
    expect(groups).toContainEqual({ id: GROUP, name: 'Participants', activeCount: 0 });
    expect(standIn.requests.map((request) => request.path)).toEqual([
      '/api/groups?limit=100&page=1&sort=name',
      '/api/groups?limit=100&page=2&sort=name',
    ]);
  });

  it('upserts subscribers into the group 50 to a batch, and takes them out again', async () => {
    const emails = Array.from({ length: 120 }, (_, index) => `personne${index}@exemple.org`);
    const outcomes = await client().upsertSubscribers(
      GROUP,
      emails.map((email) => ({ email, fields: { name: 'Prénom', last_name: 'Nom' } })),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(standIn.requests.map((request) => request.batchSize)).toEqual([50, 50, 20]);
    expect(standIn.emailsIn(GROUP)).toEqual([...emails].sort());
    const ids = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.subscriberId] : []));
    const again = await client().upsertSubscribers(GROUP, [{ email: emails[0]!, fields: { name: 'Autre' } }]);
    expect(again).toEqual([{ ok: true, subscriberId: ids[0] }]);

    const removed = await client().removeFromGroup(GROUP, [...ids, 'inconnu']);
    expect(removed.every((outcome) => outcome.ok)).toBe(true);
    expect(standIn.emailsIn(GROUP)).toEqual([]);
  });

  it('waits for the Retry-After of a 429 and tries again', async () => {
    standIn.behaviour.rateLimited = { count: 2, retryAfterSeconds: 3 };
    const outcomes = await client().upsertSubscribers(GROUP, [{ email: 'patient@exemple.org', fields: {} }]);
    expect(outcomes[0]?.ok).toBe(true);
    expect(waits).toEqual([3000, 3000]);
    expect(standIn.requests).toHaveLength(3);
  });

  it('gives up after a bounded number of 429s', async () => {
    standIn.behaviour.rateLimited = { count: 50, retryAfterSeconds: 1 };
    const error = await client()
      .listGroups()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailerLiteError);
    expect((error as MailerLiteError).kind).toBe('rate_limited');
    expect(waits).toEqual([1000, 1000, 1000, 1000, 1000]);
    standIn.behaviour.rateLimited.count = 0;
  });

  it('tries a 5xx again with a growing wait, then reports MailerLite unreachable', async () => {
    standIn.behaviour.serverErrors = { count: 2, status: 502 };
    expect((await client().listGroups()).length).toBe(121);
    expect(waits).toEqual([100, 200]);
    waits = [];
    standIn.behaviour.serverErrors = { count: 10, status: 503 };
    const error = (await client()
      .listGroups()
      .catch((caught: unknown) => caught)) as MailerLiteError;
    expect(error.kind).toBe('unreachable');
    expect(error.status).toBe(503);
    expect(waits).toEqual([100, 200, 400]);
    standIn.behaviour.serverErrors.count = 0;
  });

  it('reports a refused key at once, and a server that does not answer as unreachable', async () => {
    const refused = (await client('wrong-key-000')
      .listGroups()
      .catch((caught: unknown) => caught)) as MailerLiteError;
    expect(refused.kind).toBe('key_rejected');
    expect(waits).toEqual([]);
    const closed = createMailerLiteClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      sleep: async () => undefined,
    });
    expect(((await closed.listGroups().catch((caught: unknown) => caught)) as MailerLiteError).kind).toBe(
      'unreachable',
    );
  });

  it('reports each refused subscriber of a batch and keeps the others', async () => {
    standIn.behaviour.refusedEmails.add('refuse@exemple.org');
    const outcomes = await client().upsertSubscribers(GROUP, [
      { email: 'accepte@exemple.org', fields: {} },
      { email: 'refuse@exemple.org', fields: {} },
      { email: 'pas-une-adresse', fields: {} },
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, false]);
    expect(outcomes[1]).toEqual({ ok: false, status: 422, message: 'The email must be a valid email address.' });
    expect(standIn.emailsIn(GROUP)).toContain('accepte@exemple.org');
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(null)).toBe(60_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
  });
});
