import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MODES, USER_LIST_SORTS } from '@mobiverte/contracts';
import { organisations, participantControlPoints, participants, participantTotals } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer, signIn } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { listUserPage, userConditions, type PagePlan } from './users.repository.ts';

const DAY = 86_400_000;
const trip = (id: string, activityType: 'bike' | 'walk', daysAgo: number, distance: number, minutesEarlier = 0) => {
  // Around noon in the city (16:00 UTC is 11:00 or 12:00 in New York), whatever the hour the test runs at: the
  // trips of one day stay on one local day (at 01:00 in New York, "an hour ago" and "two hours ago" were not).
  const noon = new Date();
  noon.setUTCHours(16, 0, 0, 0);
  const start = new Date(noon.getTime() - daysAgo * DAY - minutesEarlier * 60_000);
  return {
    id,
    activityType,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
    distance,
    geometry: eastboundGeometry(distance),
    source: 'app' as const,
  };
};

type Item = {
  id: string;
  firstName: string;
  lastName: string;
  postalCode?: string | null;
  controlPoints: Record<string, string | null>;
  sessions: number;
  activeDays: number;
  distanceKm: number;
  primaryMode: string | null;
  lastTripAt: string | null;
  carpoolCode: string | null;
  modes: Record<string, { distanceM: number; sessions: number }>;
};

describe.each(TEST_DATABASES)('the users list on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Usr', ['city', 'organisation', 'external']);
  let other: Tenancy;
  let otherCityToken: string;
  let secondOrganisationId: string;
  let trickyId: string;

  beforeAll(async () => {
    const { db } = suite.database;
    other = await createTenancy(db, 'UsrB');
    otherCityToken = await signIn(suite.app, other.emails.city);
    const [second] = await db
      .insert(organisations)
      .values({
        cityId: suite.world.city.id,
        regionId: suite.world.region.id,
        name: 'Deuxième organisation',
        email: 'second.usr@test.mobiverte.org',
        inviteCode: 'SECONDUSR',
        employeesCount: 40,
      })
      .returning();
    secondOrganisationId = second!.id;
    const [tricky] = await db
      .insert(participants)
      .values({
        cityId: suite.world.city.id,
        organisationId: second!.id,
        username: 'tricky',
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'Zorro',
        email: 'ZORRO.Tricky@example.org',
        postalCode: '+33',
        carpoolCode: 'ZORRO42',
        joinedAt: new Date('2025-01-15T12:00:00Z'),
      })
      .returning();
    trickyId = tricky!.id;
    await db.insert(participantControlPoints).values([
      { participantId: tricky!.id, kind: 'home', address: '@SUM(1+1) rue du Domicile' },
      { participantId: tricky!.id, kind: 'work', address: '1 place du Travail' },
    ]);
    await db
      .update(participants)
      .set({ carpoolCode: 'USRCODE1' })
      .where(eq(participants.id, suite.world.participant.id));
    const results = await ingestTrips(
      db,
      suite.world.participant.id,
      [trip('u1', 'bike', 1, 5000), trip('u2', 'bike', 2, 3000), trip('u3', 'walk', 2, 1200, 45)],
      new Date(),
      { maxTripAgeDays: 36_500 },
    );
    expect(results.map((result) => result.status)).toEqual(['counted', 'counted', 'counted']);
  });

  const get = (url: string, token: string) => suite.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (query: string, token = suite.tokens.city) => {
    const response = await get(`/api/users?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Item[]; total: number; columns: string[] };
  };

  it('gives every participant a whole-history row, folded with its trips in their transaction', async () => {
    const [totals] = await suite.database.db
      .select()
      .from(participantTotals)
      .where(eq(participantTotals.participantId, suite.world.participant.id));
    expect(totals).toMatchObject({ trips: 3, sessions: 3, distanceM: 9200, activeDays: 2, primaryMode: 'bike' });
    const [empty] = await suite.database.db
      .select()
      .from(participantTotals)
      .where(eq(participantTotals.participantId, trickyId));
    expect(empty).toMatchObject({ trips: 0, sessions: 0, activeDays: 0, primaryMode: null, lastTripAt: null });
  });

  it("lists the city's participants, never another city's, with the totals and the per-mode figures", async () => {
    const body = await list('sort=lastName&order=asc');
    expect(body.total).toBe(2);
    expect(body.data.map((user) => user.lastName)).toEqual(['Usr', 'Zorro']);
    const [active, tricky] = body.data;
    expect(active).toMatchObject({ sessions: 3, activeDays: 2, distanceKm: 9.2, primaryMode: 'bike' });
    expect(active!.modes).toEqual({ bike: { distanceM: 8000, sessions: 2 }, walk: { distanceM: 1200, sessions: 1 } });
    expect(tricky).toMatchObject({ postalCode: '+33', carpoolCode: 'ZORRO42', lastTripAt: null });
    expect(tricky!.controlPoints).toEqual({
      home: '@SUM(1+1) rue du Domicile',
      work: '1 place du Travail',
      academic: null,
    });
    const otherCity = await list('', otherCityToken);
    expect(otherCity.data.map((user) => user.id)).toEqual([other.participant.id]);
  });

  it('sorts on the server by a measure in both directions, and pages without overlap', async () => {
    expect((await list('sort=ghg&order=desc')).data[0]!.id).toBe(suite.world.participant.id);
    expect((await list('sort=ghg&order=asc')).data[0]!.id).toBe(trickyId);
    expect((await list('sort=lastTripAt&order=desc')).data.map((user) => user.id)).toEqual([
      suite.world.participant.id,
      trickyId,
    ]);
    const first = await list('sort=email&pageSize=10&page=1');
    const beyond = await list('sort=email&pageSize=10&page=2');
    expect(first.data).toHaveLength(2);
    expect(beyond.data).toHaveLength(0);
    expect(beyond.total).toBe(2);
  });

  it('filters by search, organisation, branch, mode, recent activity and joining dates', async () => {
    const ids = async (query: string) => (await list(query)).data.map((user) => user.id);
    expect(await ids('q=zorro.tricky')).toEqual([trickyId]);
    expect(await ids('q=usr%20participant')).toEqual([suite.world.participant.id]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids(`organisationId=${secondOrganisationId}`)).toEqual([trickyId]);
    expect(await ids(`branchId=${suite.world.branch.id}`)).toEqual([suite.world.participant.id]);
    expect(await ids('mode=walk')).toEqual([suite.world.participant.id]);
    expect(await ids('mode=bus')).toEqual([]);
    expect(await ids('activeDays=7')).toEqual([suite.world.participant.id]);
    expect(await ids('joinedFrom=2025-01-15&joinedTo=2025-01-15')).toEqual([trickyId]);
    expect(await ids('joinedFrom=2025-01-16&joinedTo=2025-01-31')).toEqual([]);
  });

  it("reads a page past the middle from the end, or a search's matches apart: every page, sort and order equals the one read from the start", async () => {
    const { db } = suite.database;
    const city = await createTenancy(db, 'UsrPages');
    // 22 more participants with ties (same names, same figures) and empty values, to page through in 5s
    const inserted = await db
      .insert(participants)
      .values(
        Array.from({ length: 22 }, (_, n) => ({
          cityId: city.city.id,
          organisationId: city.organisation.id,
          username: `pages${n}`,
          firstName: ['Léa', 'Hugo'][n % 2]!,
          lastName: ['Roy', 'Côté', 'Morin'][n % 3]!,
          email: `pages${n}@example.org`,
          postalCode: n % 4 === 0 ? null : `H${n % 5}A`,
          carpoolCode: n % 3 === 0 ? `CODE${n % 7}${n}` : null,
          experiencePoints: (n % 4) * 10,
          greenpointBalance: n % 5,
          joinedAt: new Date(Date.UTC(2025, 0, 1 + (n % 6))),
          lastLogin: n % 5 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (n % 3))),
        })),
      )
      .returning({ id: participants.id });
    for (const [n, { id }] of inserted.entries())
      if (n % 3 !== 0)
        await db
          .update(participantTotals)
          .set({
            sessions: n % 4,
            distanceM: (n % 3) * 1000,
            ghgMg: (n % 2) * 5000,
            activeDays: n % 4,
            lastTripAt: n % 4 === 1 ? null : new Date(Date.UTC(2026, 1, 1 + (n % 2))),
            primaryMode: n % 2 ? 'bike' : 'walk',
          })
          .where(eq(participantTotals.participantId, id));
    const where = userConditions({ cityId: city.city.id, organisationId: null }, {}, 'America/New_York', new Date());
    for (const sort of USER_LIST_SORTS)
      for (const order of ['asc', 'desc'] as const) {
        const fromStart: string[] = [];
        const fromEnd: string[] = [];
        for (let page = 0; page < 6; page++) {
          const read = (plan: PagePlan) => listUserPage(db, city.city.id, where, sort, order, 5, page * 5, plan);
          const forward = await read({ reverseFromOffset: Infinity });
          const backward = await read({ reverseFromOffset: 0 });
          const matched = await read({ matchesFirst: true });
          expect(backward.total).toBe(forward.total);
          expect(matched.total).toBe(forward.total);
          expect(
            matched.rows.map((row) => row.id),
            `${sort} ${order} page ${page + 1}, matches first`,
          ).toEqual(forward.rows.map((row) => row.id));
          fromStart.push(...forward.rows.map((row) => row.id));
          fromEnd.push(...backward.rows.map((row) => row.id));
          expect(
            backward.rows.map((row) => row.id),
            `${sort} ${order} page ${page + 1}`,
          ).toEqual(forward.rows.map((row) => row.id));
        }
        expect(new Set(fromStart).size, `${sort} ${order}`).toBe(fromStart.length);
        expect(fromStart).toHaveLength(23);
        expect(fromEnd).toEqual(fromStart);
      }
  }, 60_000);

  it('refuses bad filters with a 400, and another city’s organisation or branch with a 404', async () => {
    for (const query of ['pageSize=7', 'sort=password', 'mode=rocket', 'activeDays=0', 'joinedFrom=2025-02-30']) {
      expect((await get(`/api/users?${query}`, suite.tokens.city)).statusCode, query).toBe(400);
    }
    expect((await get('/api/users?joinedFrom=2025-02-01&joinedTo=2025-01-01', suite.tokens.city)).statusCode).toBe(400);
    expect((await get(`/api/users?organisationId=${other.organisation.id}`, suite.tokens.city)).statusCode).toBe(404);
    expect((await get(`/api/users?branchId=${other.branch.id}`, suite.tokens.city)).statusCode).toBe(404);
  });

  it("shows an organisation's admins and co-admins only their own participants, without the home columns", async () => {
    for (const token of [suite.tokens.organisation, suite.tokens.external]) {
      const body = await list('', token);
      expect(body.data.map((user) => user.id)).toEqual([suite.world.participant.id]);
      expect(body.columns).not.toContain('homeControlPoint');
      expect(body.columns).not.toContain('postalCode');
      expect(body.data[0]).not.toHaveProperty('postalCode');
      expect(body.data[0]!.controlPoints).not.toHaveProperty('home');
      expect(body.data[0]!.controlPoints).not.toHaveProperty('academic');
    }
    expect((await get('/api/users?sort=postalCode', suite.tokens.organisation)).statusCode).toBe(400);
    expect((await get(`/api/users?organisationId=${secondOrganisationId}`, suite.tokens.organisation)).statusCode).toBe(
      404,
    );
  });

  it("offers the city's organisations and branches as filters, an organisation only its own", async () => {
    const city = (await get('/api/users/filter-options', suite.tokens.city)).json().data;
    expect(city.organisations.map((organisation: { id: string }) => organisation.id).sort()).toEqual(
      [suite.world.organisation.id, secondOrganisationId].sort(),
    );
    expect(city.branches.map((branch: { id: string }) => branch.id)).toEqual([suite.world.branch.id]);
    const own = (await get('/api/users/filter-options', suite.tokens.organisation)).json().data;
    expect(own.organisations.map((organisation: { id: string }) => organisation.id)).toEqual([
      suite.world.organisation.id,
    ]);
  });

  it('refuses the export without the data-use policy accepted', async () => {
    for (const query of ['format=csv', 'format=xlsx&acceptDataPolicy=false']) {
      const refused = await get(`/api/users/export?${query}`, suite.tokens.city);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('data_policy_not_accepted');
    }
    expect((await get('/api/users/exports', suite.tokens.city)).json().total).toBe(0);
  });

  it('records an acceptance of the policy once per version', async () => {
    const accept = () =>
      suite.app.inject({
        method: 'POST',
        url: '/api/users/data-policy',
        headers: bearer(suite.tokens.city),
        payload: { accept: true },
      });
    const first = await accept();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.policyVersion).toBeTruthy();
    expect((await accept()).json().data.id).toBe(first.json().data.id);
    const refused = await suite.app.inject({
      method: 'POST',
      url: '/api/users/data-policy',
      headers: bearer(suite.tokens.city),
      payload: { accept: false },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('streams the French CSV with every column, formulas neutralised, and logs the export', async () => {
    const response = await get('/api/users/export?format=csv&language=fr&acceptDataPolicy=true', suite.tokens.city);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="utilisateurs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\n');
    expect(lines).toHaveLength(3);
    const header = lines[0]!.split(';');
    expect(header.slice(0, 4)).toEqual(['Prénom', 'Nom', 'Courriel', 'Organisation']);
    expect(header).toHaveLength(18 + 2 * TRANSPORT_MODES.length);
    expect(header).toContain('Vélo : distance (km)');
    expect(lines[1]).toContain(';Vélo;');
    // still 0 km / 0 trips, walk 1.2 km / 1 trip, run 0 / 0, bike 8 km / 2 trips (decimal comma)
    expect(lines[1]).toContain(';0;0;1,2;1;0;0;8;2;');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")";Zorro;`);
    expect(lines[2]).toContain(";'+33;");
    expect(lines[2]).toContain(";'@SUM(1+1) rue du Domicile;");
    const log = (await get('/api/users/exports', suite.tokens.city)).json();
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({ format: 'csv', rowCount: 2, filters: {} });
  });

  it('writes an Excel file exceljs reads back, headers in German, formula cells as text, and logs its filter', async () => {
    const response = await get(
      `/api/users/export?format=xlsx&language=de&acceptDataPolicy=true&organisationId=${secondOrganisationId}`,
      suite.tokens.city,
    );
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Benutzer');
    expect(sheet.getRow(1).getCell(1).value).toBe('Vorname');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(sheet.getRow(2).getCell(10).value).toBe(`'@SUM(1+1) rue du Domicile`);
    const log = (await get('/api/users/exports', suite.tokens.city)).json();
    expect(log.data[0]).toMatchObject({
      format: 'xlsx',
      rowCount: 1,
      filters: { organisationId: secondOrganisationId },
    });
  });

  it("lets an organisation export its own participants without the home columns; the log is the city's", async () => {
    const response = await get(
      '/api/users/export?format=csv&language=en&acceptDataPolicy=true',
      suite.tokens.organisation,
    );
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.slice(1).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain('Home control point');
    expect(lines[0]).not.toContain('Postal code');
    expect(lines[0]).toContain('Work control point');
    expect((await get('/api/users/exports', suite.tokens.organisation)).statusCode).toBe(403);
    const log = (await get('/api/users/exports', suite.tokens.city)).json();
    expect(log.total).toBe(3);
    expect(log.data[0]).toMatchObject({ organisationName: suite.world.organisation.name, rowCount: 1 });
    expect((await get('/api/users/exports', otherCityToken)).json().total).toBe(0);
  });
});
