import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import {
  branches,
  citySettings,
  organisations,
  participants,
  pendingExternalUsers,
  products,
  trips,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createCredentials, createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('the city administration of its organisations on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let other: Tenancy;
  let city: string;
  let otherCity: string;
  let organisationAdmin: string;
  let counter = 0;
  const recently = new Date(Date.now() - 86_400_000);
  const longAgo = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 15));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'OrgAdmin');
    other = await createTenancy(database.db, 'OrgAdminB');
    await database.db.insert(citySettings).values({ cityId: world.city.id, pointsCoefficient: '10' });
    await database.db
      .update(organisations)
      .set({ lastLogin: recently, coordinatorFirstName: 'Aline', coordinatorLastName: 'Roy' })
      .where(eq(organisations.id, world.organisation.id));
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    city = await signIn(app, world.emails.city);
    otherCity = await signIn(app, other.emails.city);
    organisationAdmin = await signIn(app, world.emails.organisation);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, token = city) => app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, token = city) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload });

  async function addOrganisation(name: string, lastLogin: Date | null, employeesCount = 10) {
    const [row] = await database.db
      .insert(organisations)
      .values({
        cityId: world.city.id,
        name,
        email: `${name.toLowerCase().replaceAll(' ', '-')}@exemple.test`,
        inviteCode: `C${++counter}${name.slice(0, 3).toUpperCase()}`,
        employeesCount,
        lastLogin,
      })
      .returning();
    return row!;
  }

  async function addParticipant(label: string, organisationId: string, branchId: string | null) {
    const email = `${label}@exemple.test`;
    const authUserId = await createCredentials(database.db, email, label);
    const [row] = await database.db
      .insert(participants)
      .values({
        authUserId,
        cityId: world.city.id,
        organisationId,
        branchId,
        username: label,
        firstName: label,
        lastName: 'Test',
        email,
      })
      .returning();
    return { ...row!, token: await signIn(app, email) };
  }

  /** A counted bike trip of `km` km, `hoursAgo` hours ago. */
  async function ride(token: string, km: number, hoursAgo: number) {
    const start = new Date(Date.now() - hoursAgo * 3_600_000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v2/sessions',
      headers: bearer(token),
      payload: {
        id: `ride-${++counter}`,
        activityType: 'bike',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
        distance: km * 1000,
        geometry: eastboundGeometry(km * 1000),
        source: 'app',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].status).toBe('counted');
  }

  /** Sums of a scope's monthly rollups and of its active-participant counters. */
  async function scopeTotals(scopeType: 'organisation' | 'branch', scopeId: string) {
    const result = await database.db.execute<{ trips: string; distance: string; ghg: string; active: string }>(sql`
      select coalesce((select sum(trips) from stats_monthly where scope_type = ${scopeType} and scope_id = ${scopeId}::uuid), 0) as trips,
        coalesce((select sum(distance_m) from stats_daily where scope_type = ${scopeType} and scope_id = ${scopeId}::uuid), 0) as distance,
        coalesce((select sum(ghg_mg) from stats_distance_monthly where scope_type = ${scopeType} and scope_id = ${scopeId}::uuid), 0) as ghg,
        coalesce((select sum(participants) from stats_active_participants where scope_type = ${scopeType} and scope_id = ${scopeId}::uuid and period_type = 'month'), 0) as active`);
    const row = result.rows[0]!;
    return {
      trips: Number(row.trips),
      distance: Number(row.distance),
      ghg: Number(row.ghg),
      active: Number(row.active),
    };
  }

  it('lists the city’s organisations with the spec’s columns, sorted and paged; only for city admins', async () => {
    const dormant = await addOrganisation('Boulangerie Dormante', longAgo, 4);
    const response = await get('/api/organisations?sort=name&order=asc&pageSize=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const names = body.data.map((row: { name: string }) => row.name);
    expect(names).toContain(world.organisation.name);
    expect(names).toContain(dormant.name);
    expect(names).not.toContain(other.organisation.name);
    expect(body.total).toBe(body.data.length);
    expect(body.search).toBeNull();
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr'))).toEqual(names);
    const own = body.data.find((row: { id: string }) => row.id === world.organisation.id);
    expect(own).toMatchObject({
      inviteCode: world.organisation.inviteCode,
      adminName: 'Aline Roy',
      email: world.organisation.email,
      region: world.region.name,
      participants: 1,
      active: true,
    });
    const byEmployees = (await get('/api/organisations?sort=employees&order=desc&pageSize=1')).json();
    expect(byEmployees.data).toHaveLength(1);
    expect(byEmployees.total).toBe(body.total);
    expect(byEmployees.data[0].employees).toBe(
      Math.max(...body.data.map((row: { employees: number }) => row.employees)),
    );
    expect((await get('/api/organisations', organisationAdmin)).statusCode).toBe(403);
    expect((await get('/api/organisations?sort=nope')).statusCode).toBe(400);
  });

  it('searches like the spec’s cached list: any case, contains, signed in since 1 June, at most 25', async () => {
    await addOrganisation('Cabinet Ancien', longAgo);
    for (let index = 0; index < 27; index += 1) await addOrganisation(`Atelier Vélo ${index}`, recently);
    const found = (
      await get(`/api/organisations?q=${encodeURIComponent(world.organisation.name.toUpperCase())}`)
    ).json();
    expect(found.data.map((row: { id: string }) => row.id)).toEqual([world.organisation.id]);
    expect(found.search).toMatchObject({ limit: 25 });
    expect(new Date(found.search.since).getUTCMonth()).toBe(5);
    // signed in before 1 June: out of the search, still in the list
    expect((await get('/api/organisations?q=cabinet')).json().total).toBe(0);
    const many = (await get('/api/organisations?q=atelier&pageSize=10&page=3')).json();
    expect(many.total).toBe(25);
    expect(many.data).toHaveLength(5);
    expect((await get('/api/organisations?q=atelier&pageSize=10&page=4')).json().data).toHaveLength(0);
    expect((await get('/api/organisations?q=%25')).json().total).toBe(0);
  });

  it('deactivates and activates an organisation of its city, never another city’s', async () => {
    const target = await addOrganisation('Société Pause', recently);
    const refused = await post(`/api/organisations/${target.id}/deactivate`, {}, otherCity);
    expect(refused.statusCode).toBe(404);
    expect((await post(`/api/organisations/${target.id}/deactivate`, {})).json().data.active).toBe(false);
    const overview = (await get(`/api/organisations/${target.id}/overview`)).json().data;
    expect(overview).toMatchObject({ active: false, name: 'Société Pause' });
    expect(overview.deactivatedAt).not.toBeNull();
    expect((await post(`/api/v2/activation/organizations/${target.id}`, {})).json().active).toBe(true);
    expect((await get(`/api/organisations/${target.id}/overview`, otherCity)).statusCode).toBe(404);
    expect((await get(`/api/organisations/${target.id}/overview`, organisationAdmin)).statusCode).toBe(403);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/app/v2/delete/organizations/${target.id}/deaffiliate`,
      headers: bearer(city),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/organisations/${target.id}/overview`)).statusCode).toBe(404);
  });

  it('merges a branch into another: participants, trips and rollups move; the organisation’s totals stay', async () => {
    const [second] = await database.db
      .insert(branches)
      .values({ organisationId: world.organisation.id, name: 'Entrepôt Nord' })
      .returning();
    const worker = await addParticipant('fusion-worker', world.organisation.id, second!.id);
    const first = await signIn(app, world.emails.participant);
    await ride(first, 5, 3);
    await ride(first, 7, 30);
    await ride(worker.token, 4, 2);
    const before = {
      organisation: await scopeTotals('organisation', world.organisation.id),
      from: await scopeTotals('branch', world.branch.id),
      into: await scopeTotals('branch', second!.id),
    };
    expect(before.from.trips).toBe(2);
    expect(before.into.trips).toBe(1);
    // every trip of the branch moves, those waiting for review too (they are not in the statistics yet)
    const branchTrips = await database.db.select().from(trips).where(eq(trips.branchId, world.branch.id));
    const url = `/api/organisations/${world.organisation.id}/branches/${world.branch.id}/merge`;
    expect((await post(url, { intoBranchId: second!.id }, otherCity)).statusCode).toBe(404);
    expect((await post(url, { intoBranchId: second!.id }, organisationAdmin)).statusCode).toBe(403);
    expect((await post(url, { intoBranchId: world.branch.id })).json().error.code).toBe('branches_not_mergeable');
    expect((await post(url, { intoBranchId: other.branch.id })).json().error.code).toBe('branches_not_mergeable');

    const merged = await post(url, { intoBranchId: second!.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toEqual({
      intoBranchId: second!.id,
      movedParticipants: 1,
      movedTrips: branchTrips.length,
    });
    const after = {
      organisation: await scopeTotals('organisation', world.organisation.id),
      from: await scopeTotals('branch', world.branch.id),
      into: await scopeTotals('branch', second!.id),
    };
    expect(after.organisation).toEqual(before.organisation);
    expect(after.from).toEqual({ trips: 0, distance: 0, ghg: 0, active: 0 });
    expect(after.into).toEqual({
      trips: before.from.trips + before.into.trips,
      distance: before.from.distance + before.into.distance,
      ghg: before.from.ghg + before.into.ghg,
      active: before.from.active + before.into.active,
    });
    const [participant] = await database.db
      .select()
      .from(participants)
      .where(eq(participants.id, world.participant.id));
    expect(participant!.branchId).toBe(second!.id);
    const leftBehind = await database.db.select().from(trips).where(eq(trips.branchId, world.branch.id));
    expect(leftBehind).toHaveLength(0);
    expect(await database.db.select().from(branches).where(eq(branches.id, world.branch.id))).toHaveLength(0);
    const overview = (await get(`/api/organisations/${world.organisation.id}/overview`)).json().data;
    expect(overview.branches).toEqual([
      expect.objectContaining({ id: second!.id, participants: 2, trips: 3, distanceKm: 16 }),
    ]);
    expect(overview.figures).toMatchObject({ participants: 2, trips: 3, distanceKm: 16, activeThisMonth: 2 });
    // the participant's trips still count after the merge, under the branch they joined
    await ride(first, 3, 1);
    expect((await scopeTotals('branch', second!.id)).trips).toBe(4);
  });

  it('moves a participant to another organisation of the city: past figures stay, new trips count there', async () => {
    const target = await addOrganisation('Coopérative Arrivée', recently);
    const [targetBranch] = await database.db
      .insert(branches)
      .values({ organisationId: target.id, name: 'Siège' })
      .returning();
    const mover = await addParticipant('mover', world.organisation.id, null);
    await ride(mover.token, 6, 4);
    const before = await scopeTotals('organisation', world.organisation.id);
    const url = `/api/organisations/${world.organisation.id}/participants/${mover.id}/move`;
    expect((await post(url, { organisationId: other.organisation.id })).statusCode).toBe(404);
    expect((await post(url, { organisationId: target.id }, otherCity)).statusCode).toBe(404);
    expect((await post(url, { organisationId: target.id }, organisationAdmin)).statusCode).toBe(403);
    expect((await post(url, { organisationId: world.organisation.id })).json().error.code).toBe(
      'participant_already_in_organisation',
    );
    expect((await post(url, { organisationId: target.id, branchId: other.branch.id })).statusCode).toBe(404);

    const moved = await post(url, { organisationId: target.id, branchId: targetBranch!.id });
    expect(moved.json().data).toEqual({ id: mover.id, organisationId: target.id, branchId: targetBranch!.id });
    expect(await scopeTotals('organisation', world.organisation.id)).toEqual(before);
    expect((await scopeTotals('organisation', target.id)).trips).toBe(0);
    await ride(mover.token, 2, 1);
    expect(await scopeTotals('organisation', world.organisation.id)).toEqual(before);
    // A participant counts once per period among the active ones, under its affiliation of the period's first
    // trip: moved mid-month, it counts in its new organisation from the next month (not asserted: month ends).
    expect(await scopeTotals('organisation', target.id)).toMatchObject({ trips: 1, distance: 2000 });
    const list = (await get(`/api/organisations/${target.id}/participants`)).json();
    expect(list.data).toEqual([expect.objectContaining({ id: mover.id, branchName: 'Siège' })]);
    expect((await get(`/api/organisations/${target.id}/participants`, otherCity)).statusCode).toBe(404);
  });

  it('previews the catalogue as the organisation’s participants see it, read-only, in its city only', async () => {
    await database.db
      .update(products)
      .set({ isApproved: true, status: 'active' })
      .where(and(eq(products.id, world.product.id)));
    const participant = await signIn(app, world.emails.participant);
    const app_ = (await get('/api/app/v2/products', participant)).json();
    const preview = await get(`/api/organisations/${world.organisation.id}/catalogue?pageSize=50`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual(app_.data);
    expect(preview.json().total).toBe(app_.total);
    expect((await get(`/api/organisations/${world.organisation.id}/catalogue`, otherCity)).statusCode).toBe(404);
    expect((await get(`/api/organisations/${world.organisation.id}/catalogue`, organisationAdmin)).statusCode).toBe(
      403,
    );
  });

  it('lets a merchant invite a co-admin to its own access settings', async () => {
    const merchant = await signIn(app, world.emails.tenant);
    const invited = await post(
      '/api/co-admins',
      { email: 'caissier@exemple.test', canEdit: true, locale: 'fr' },
      merchant,
    );
    expect(invited.statusCode).toBe(201);
    const [row] = await database.db
      .select()
      .from(pendingExternalUsers)
      .where(eq(pendingExternalUsers.email, 'caissier@exemple.test'));
    expect(row).toMatchObject({ externalFor: 'tenant', tenantId: world.tenant.id, organisationId: null });
    const list = (await get('/api/co-admins', merchant)).json();
    expect(list.data.map((coAdmin: { email: string }) => coAdmin.email)).toContain('caissier@exemple.test');
    expect((await get('/api/co-admins', otherCity)).json().data.map((c: { email: string }) => c.email)).not.toContain(
      'caissier@exemple.test',
    );
  });
});
