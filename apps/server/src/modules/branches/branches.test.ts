import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('branches on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Branches');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const account of ['organisation', 'city', 'external'] as const)
      tokens[account] = await signIn(app, world.emails[account]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const create = (name: string, token = tokens.organisation!) =>
    app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: bearer(token),
      payload: { name, regionId: world.region.id },
    });

  it('creates, lists, renames and deletes a branch with its region and dates', async () => {
    const created = await create('Siège social');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Siège social',
      regionName: world.region.name,
      organisationId: world.organisation.id,
    });
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/branches/${created.json().data.id}`,
      headers: bearer(tokens.organisation!),
      payload: { name: 'Siège' },
    });
    expect(renamed.json().data.name).toBe('Siège');
    const list = await app.inject({ method: 'GET', url: '/api/branches', headers: bearer(tokens.organisation!) });
    expect(list.json().data.map((branch: { name: string }) => branch.name)).toContain('Siège');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/branches/${created.json().data.id}`,
      headers: bearer(tokens.organisation!),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('keeps branch names unique within an organisation, even under concurrent creation', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => create('Entrepôt')));
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.find((response) => response.statusCode === 409)!.json().error.code).toBe('branch_name_taken');
    const other = await create('Atelier');
    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/branches/${other.json().data.id}`,
      headers: bearer(tokens.organisation!),
      payload: { name: 'Entrepôt' },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('lets city admins read the branches of their city, not change them', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/branches', headers: bearer(tokens.city!) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(0);
    expect((await create('Ville', tokens.city!)).statusCode).toBe(403);
  });

  it('refuses writes to a co-admin without edit rights', async () => {
    const refused = await create('Lecture seule', tokens.external!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('answers a clear error for a region of another city and for an empty name', async () => {
    const other = await createTenancy(database.db, 'Elsewhere');
    const wrongRegion = await app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: bearer(tokens.organisation!),
      payload: { name: 'Ailleurs', regionId: other.region.id },
    });
    expect(wrongRegion.statusCode).toBe(400);
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation_failed');
  });
});
