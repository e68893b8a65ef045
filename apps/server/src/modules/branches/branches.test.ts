import { describe, expect, it } from 'vitest';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('branches on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Branches', ['organisation', 'city', 'external']);

  const create = (name: string, token = suite.tokens.organisation!) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: bearer(token),
      payload: { name, regionId: suite.world.region.id },
    });

  it('creates, lists, renames and deletes a branch with its region and dates', async () => {
    const created = await create('Siège social');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Siège social',
      regionName: suite.world.region.name,
      organisationId: suite.world.organisation.id,
    });
    const renamed = await suite.app.inject({
      method: 'PATCH',
      url: `/api/branches/${created.json().data.id}`,
      headers: bearer(suite.tokens.organisation!),
      payload: { name: 'Siège' },
    });
    expect(renamed.json().data.name).toBe('Siège');
    const list = await suite.app.inject({
      method: 'GET',
      url: '/api/branches',
      headers: bearer(suite.tokens.organisation!),
    });
    expect(list.json().data.map((branch: { name: string }) => branch.name)).toContain('Siège');
    const removed = await suite.app.inject({
      method: 'DELETE',
      url: `/api/branches/${created.json().data.id}`,
      headers: bearer(suite.tokens.organisation!),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('keeps branch names unique within an organisation, even under concurrent creation', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => create('Entrepôt')));
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.find((response) => response.statusCode === 409)!.json().error.code).toBe('branch_name_taken');
    const other = await create('Atelier');
    const rename = await suite.app.inject({
      method: 'PATCH',
      url: `/api/branches/${other.json().data.id}`,
      headers: bearer(suite.tokens.organisation!),
      payload: { name: 'Entrepôt' },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('lets city admins read the branches of their city, not change them', async () => {
    const list = await suite.app.inject({ method: 'GET', url: '/api/branches', headers: bearer(suite.tokens.city!) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(0);
    expect((await create('Ville', suite.tokens.city!)).statusCode).toBe(403);
  });

  it('refuses writes to a co-admin without edit rights', async () => {
    const refused = await create('Lecture seule', suite.tokens.external!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('answers a clear error for a region of another city and for an empty name', async () => {
    const other = await createTenancy(suite.database.db, 'Elsewhere');
    const wrongRegion = await suite.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: bearer(suite.tokens.organisation!),
      payload: { name: 'Ailleurs', regionId: other.region.id },
    });
    expect(wrongRegion.statusCode).toBe(400);
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation_failed');
  });
});
