import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe('city profile', () => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    world = await createTenancy(database.db, 'CityProfile', { externalFor: 'city' });
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const put = (payload: unknown, token: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/cities/${world.city.id}/profile`,
      headers: bearer(token),
      payload: payload as object,
    });

  it('lets the city admin edit its profile and refuses an unknown time zone', async () => {
    const token = await signIn(app, world.emails.city);
    const saved = await put(
      { name: 'Laval', email: 'mobilite@laval.test', province: 'QC', country: 'CA', timezone: 'America/Toronto' },
      token,
    );
    expect(saved.json().data).toMatchObject({ name: 'Laval', province: 'QC', timezone: 'America/Toronto' });
    const bad = await put(
      { name: 'Laval', email: 'mobilite@laval.test', country: 'CA', timezone: 'Mars/Olympus' },
      token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([{ path: 'timezone', message: 'invalid_time_zone' }]);
  });

  it('refuses a city co-admin without edit rights', async () => {
    const token = await signIn(app, world.emails.external);
    expect(
      (await app.inject({ method: 'GET', url: `/api/cities/${world.city.id}/profile`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put({ name: 'X', email: 'x@x.test', country: 'CA', timezone: 'America/Toronto' }, token)).statusCode,
    ).toBe(403);
  });
});
