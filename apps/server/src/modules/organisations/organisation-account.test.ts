import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { participants } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('organisation account deactivation and deletion on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('deactivates: sessions end and sign-in is refused until a city admin activates it again', async () => {
    const world = await createTenancy(database.db, 'Deact');
    const token = await signIn(app, world.emails.organisation);
    const external = await signIn(app, world.emails.external);
    const url = `/api/organisations/${world.organisation.id}/deactivate`;
    expect((await app.inject({ method: 'POST', url, headers: bearer(external) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url, headers: bearer(token) })).json().data).toEqual({
      id: world.organisation.id,
      active: false,
    });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    const again = await signIn(app, world.emails.organisation);
    const refused = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(again) });
    expect(refused.json().error.code).toBe('account_deactivated');
    const coAdmin = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(await signIn(app, world.emails.external)),
    });
    expect(coAdmin.json().error.code).toBe('account_deactivated');

    const city = await signIn(app, world.emails.city);
    const activated = await app.inject({
      method: 'POST',
      url: `/api/v2/activation/organizations/${world.organisation.id}`,
      headers: bearer(city),
    });
    expect(activated.json().active).toBe(true);
    const back = await signIn(app, world.emails.organisation);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(back) })).statusCode).toBe(200);
  });

  it('deletes the organisation and its account; its participants stay, de-affiliated', async () => {
    const world = await createTenancy(database.db, 'Delete');
    const token = await signIn(app, world.emails.organisation);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/app/v2/delete/organizations/${world.organisation.id}/deaffiliate`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    const [participant] = await database.db
      .select()
      .from(participants)
      .where(eq(participants.id, world.participant.id));
    expect(participant).toMatchObject({ organisationId: null, branchId: null });
  });
});
