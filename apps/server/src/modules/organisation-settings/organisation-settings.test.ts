import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('organisation limit settings on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let token: string;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Limits');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    token = await signIn(app, world.emails.organisation);
    url = `/api/organisations/${world.organisation.id}/settings/limits`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const patch = (payload: unknown, auth = token) =>
    app.inject({ method: 'PATCH', url, headers: bearer(auth), payload: payload as object });

  it('merges one field at a time without touching the others, even when two saves race', async () => {
    await patch({ kmPerTrip: 25 });
    await Promise.all([
      patch({ manualTrips: { value: 2, period: 'day' } }),
      patch({ challengePerUser: { value: 3, period: 'month' } }),
      patch({ transactionsOfUserPerPeriod: { value: 5, period: 'week' } }),
    ]);
    const limits = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(limits.json().data).toEqual({
      kmPerTrip: 25,
      manualTrips: { value: 2, period: 'day' },
      challengePerUser: { value: 3, period: 'month' },
      transactionsOfUserPerPeriod: { value: 5, period: 'week' },
    });
    const cleared = await patch({ kmPerTrip: null });
    expect(cleared.json().data).not.toHaveProperty('kmPerTrip');
    expect(cleared.json().data.manualTrips).toEqual({ value: 2, period: 'day' });
  });

  it('refuses two fields at once and malformed values', async () => {
    expect((await patch({ kmPerTrip: 3, manualTrips: { value: 1, period: 'day' } })).statusCode).toBe(400);
    expect((await patch({ kmPerTrip: 'douze' })).statusCode).toBe(400);
    expect((await patch({ manualTrips: { value: -1, period: 'day' } })).statusCode).toBe(400);
    expect((await patch({ unknownLimit: 1 })).statusCode).toBe(400);
  });

  it('refuses the writes of a co-admin without edit rights, and lets it read', async () => {
    const external = await signIn(app, world.emails.external);
    expect((await patch({ kmPerTrip: 1 }, external)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: bearer(external) })).statusCode).toBe(200);
  });
});
