import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { cityAdmins, participants, postalAreas, trips } from '../../db/schema/index.ts';
import { foldMapChanges } from '../../rollups/map-fold.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createTenancy, createTenancyParticipant, type Tenancy } from '../../test/test-world.ts';
import { correctTrip, ingestTrips } from '../trips/trips.service.ts';

const NOW = new Date('2026-03-05T12:00:00Z');
/** Route A: 7 participants; route C: 4 participants at 8:00 and a fifth at 9:00 (local, UTC−5 in early March). */
const ROUTE_A = eastboundGeometry(3000, { start: [45.5, -73.6] });
const ROUTE_C = eastboundGeometry(3000, { start: [45.56, -73.6] });
const bikeTrip = (id: string, day: string, utcHour: number, geometry: string) => ({
  id,
  activityType: 'bike' as const,
  startTime: `${day}T${String(utcHour).padStart(2, '0')}:10:00Z`,
  endTime: `${day}T${String(utcHour).padStart(2, '0')}:22:00Z`,
  distance: 3000,
  geometry,
  source: 'app' as const,
});

describe.each(TEST_DATABASES)('maps on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  const riders: string[] = [];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Cartes');
    other = await createTenancy(database.db, 'Ailleurs');
    for (let index = 1; index <= 7; index++) {
      const id = await createTenancyParticipant(database.db, own, `cycliste-${index}`);
      riders.push(id);
      await database.db
        .update(participants)
        .set({ postalCode: index <= 6 ? `H7T 1A${index}` : 'H7N 2B2' })
        .where(eq(participants.id, id));
      const batch = [bikeTrip('a', '2026-03-02', 13, ROUTE_A)];
      if (index <= 5) batch.push(bikeTrip('c', '2026-03-03', index <= 4 ? 13 : 14, ROUTE_C));
      const results = await ingestTrips(database.db, id, batch, NOW);
      expect(results.map((result) => result.status)).toEqual(batch.map(() => 'counted'));
    }
    await foldMapChanges(database.db);
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const actor of ['city', 'organisation', 'external'] as const)
      tokens[actor] = await signIn(app, own.emails[actor]);
    tokens.otherCity = await signIn(app, other.emails.city);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (path: string, query: Record<string, string>, token = tokens.city!) =>
    app.inject({ method: 'GET', url: `/api/maps/${path}?${new URLSearchParams(query)}`, headers: bearer(token) });
  const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
  const cellsOf = async (query: Record<string, string>, token?: string) => {
    const response = await get('heat', { cityId: own.city.id, ...march, ...query }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      cells: { cell: string; trips: number; participants: number }[];
      suppressedCells: number;
    };
  };

  it('shows the cells of route A with its 7 participants, and none of route C at 8:00, where only 4 rode', async () => {
    const all = await cellsOf({});
    const routeA = all.cells.filter((cell) => cell.participants === 7);
    expect(routeA.length).toBeGreaterThanOrEqual(3);
    expect(routeA.every((cell) => cell.trips === 7)).toBe(true);
    // the whole month: route C's 5 participants reach the threshold
    expect(all.cells.filter((cell) => cell.participants === 5).length).toBeGreaterThanOrEqual(3);
    const morning = await cellsOf({ hours: '8-9' });
    expect(morning.cells.every((cell) => cell.participants >= 5)).toBe(true);
    expect(morning.cells.map((cell) => cell.participants)).not.toContain(4);
    expect(morning.suppressedCells).toBeGreaterThanOrEqual(3);
  });

  it('holds through the difference of overlapping requests: 8–10 shows route C, 8–9 and 9–10 never do', async () => {
    const wide = await cellsOf({ hours: '8-10', modes: 'bike' });
    const routeC = wide.cells.filter((cell) => cell.participants === 5).map((cell) => cell.cell);
    expect(routeC.length).toBeGreaterThanOrEqual(3);
    for (const hours of ['8-9', '9-10']) {
      const narrow = await cellsOf({ hours, modes: 'bike' });
      expect(narrow.cells.filter((cell) => routeC.includes(cell.cell))).toEqual([]);
    }
    expect((await cellsOf({ modes: 'walk' })).cells).toEqual([]);
  });

  it('gives an organisation’s admin its own organisation’s map, and refuses the city’s and another one’s', async () => {
    const query = (scope: Record<string, string>) => get('heat', { ...march, ...scope }, tokens.organisation);
    expect((await query({ organisationId: own.organisation.id })).statusCode).toBe(200);
    expect((await query({ cityId: own.city.id })).statusCode).toBe(404);
    expect((await query({ organisationId: other.organisation.id })).statusCode).toBe(404);
    expect((await get('heat', { cityId: own.city.id, ...march }, tokens.otherCity)).statusCode).toBe(404);
    const organisationMap = (await query({ organisationId: own.organisation.id })).json().data;
    expect(organisationMap.cells.every((cell: { participants: number }) => cell.participants >= 5)).toBe(true);
  });

  it('answers 400 in the product’s shape for bad input', async () => {
    const bad = async (query: Record<string, string>, code: string) => {
      const response = await get('heat', query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe(code);
    };
    await bad({ cityId: own.city.id, startDate: '2025-01-01', endDate: '2026-01-02' }, 'map_range_too_long');
    await bad({ cityId: own.city.id, startDate: '2026-03-10', endDate: '2026-03-01' }, 'end_before_start');
    await bad({ cityId: own.city.id, ...march, hours: '7-25' }, 'validation_failed');
    await bad({ cityId: own.city.id, ...march, modes: 'bike,teleport' }, 'validation_failed');
    await bad({ ...march }, 'validation_failed');
    await bad({ cityId: own.city.id, organisationId: own.organisation.id, ...march }, 'validation_failed');
  });

  it('draws corridors by mode and snaps starts and ends to cells above the threshold', async () => {
    const response = await get('corridors', { cityId: own.city.id, ...march });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.corridors.length).toBeGreaterThan(0);
    for (const corridor of data.corridors) {
      expect(corridor.participants).toBeGreaterThanOrEqual(5);
      expect(corridor.mainMode).toBe('bike');
      expect(corridor.modes).toEqual({ bike: corridor.trips });
    }
    expect(data.starts.map((cell: { trips: number }) => cell.trips).sort()).toEqual([5, 7]);
    expect(data.ends.every((cell: { participants: number }) => cell.participants >= 5)).toBe(true);
  });

  it('follows a corrected trip: route C loses a participant and leaves the map', async () => {
    const [admin] = await database.db.select().from(cityAdmins).where(eq(cityAdmins.cityId, own.city.id));
    const [trip] = await database.db.select().from(trips).where(eq(trips.participantId, riders[0]!));
    const routeCTrip = (await database.db.select().from(trips).where(eq(trips.participantId, riders[0]!))).find(
      (row) => row.clientId === 'c',
    )!;
    expect(trip).toBeDefined();
    const correct = (tripId: string, activityType: 'car' | 'walk') =>
      correctTrip(
        database.db,
        tripId,
        { activityType, distanceM: 3000, reason: 'Test', correctedBy: admin!.authUserId, correctedByName: 'Admin' },
        NOW,
      );
    await correct(routeCTrip.id, 'car');
    // A run with no time left folds nothing and leaves the queue to the next; the job's small batches fold it all.
    expect(await foldMapChanges(database.db, { budgetMs: 0 })).toBe(0);
    expect(await foldMapChanges(database.db, { batchSize: 1, pauseMs: 1, budgetMs: 60_000 })).toBeGreaterThan(0);
    const after = await cellsOf({});
    expect(after.cells.map((cell) => cell.participants)).not.toContain(4);
    expect(after.cells.filter((cell) => cell.participants === 5)).toEqual([]);
    expect(after.cells.filter((cell) => cell.participants === 7).length).toBeGreaterThanOrEqual(3);
    // route A's trip becomes a walk: the bike map loses a participant, every mode keeps 7
    const routeATrip = (await database.db.select().from(trips).where(eq(trips.participantId, riders[0]!))).find(
      (row) => row.clientId === 'a',
    )!;
    await correct(routeATrip.id, 'walk');
    await foldMapChanges(database.db);
    expect((await cellsOf({ modes: 'bike' })).cells.every((cell) => cell.participants === 6)).toBe(true);
    expect((await cellsOf({})).cells.every((cell) => cell.participants === 7 && cell.trips === 7)).toBe(true);
    expect((await cellsOf({ modes: 'walk' })).cells).toEqual([]);
  });

  it('follows a deleted participant: route A keeps 6, a cell of 4 would never show', async () => {
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/app/v2/users/${riders[6]!}?completely=true`,
      headers: bearer(tokens.city!),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await foldMapChanges(database.db);
    const after = await cellsOf({});
    expect(after.cells.length).toBeGreaterThanOrEqual(3);
    expect(after.cells.every((cell) => cell.participants === 6 && cell.trips === 6)).toBe(true);
    riders.pop();
  });

  it('stores valid postal areas, refuses invalid ones without storing anything, and shows their figures', async () => {
    const square = (lng: number) => [
      [
        [lng, 45.5],
        [lng + 0.1, 45.5],
        [lng + 0.1, 45.6],
        [lng, 45.5],
      ],
    ];
    const put = (payload: object, token = tokens.city!, cityId = own.city.id) =>
      app.inject({ method: 'PUT', url: `/api/cities/${cityId}/postal-areas`, headers: bearer(token), payload });
    const feature = (code: string | undefined, lng: number) => ({
      type: 'Feature',
      properties: code ? { CFSAUID: code } : {},
      geometry: { type: 'Polygon', coordinates: square(lng) },
    });
    const refused = await put({
      codeProperty: 'CFSAUID',
      geojson: { type: 'FeatureCollection', features: [feature('H7T', -73.7), feature(undefined, -73.6)] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'postal_areas_code_missing' });
    expect(await database.db.select().from(postalAreas).where(eq(postalAreas.cityId, own.city.id))).toEqual([]);
    const notPolygons = await put({
      codeProperty: 'CFSAUID',
      geojson: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { CFSAUID: 'H7T' }, geometry: { type: 'Point', coordinates: [1, 2] } },
        ],
      },
    });
    expect(notPolygons.json().error.code).toBe('postal_areas_not_polygons');
    const valid = {
      codeProperty: 'CFSAUID',
      geojson: { type: 'FeatureCollection', features: [feature('H7T', -73.7), feature('H7N', -73.6)] },
    };
    expect((await put(valid, tokens.organisation)).statusCode).toBe(403);
    expect((await put(valid, tokens.otherCity)).statusCode).toBe(404);
    const stored = await put(valid);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.areas).toBe(2);

    const response = await get('postal-areas', { cityId: own.city.id, ...march });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.codeProperty).toBe('CFSAUID');
    const byCode = Object.fromEntries(
      data.areas.features.map((area: { properties: { code: string } }) => [area.properties.code, area.properties]),
    );
    expect(byCode.H7T).toMatchObject({ participants: 6, activeParticipants: 6, activeShare: 1 });
    expect(byCode.H7T.trips).toBeGreaterThanOrEqual(6);
    expect(byCode.H7N).toEqual({ code: 'H7N' });
    expect(data.suppressedAreas).toBe(1);
  });

  it('configures the map pages for the actor’s city', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/maps/config',
      headers: bearer(tokens.organisation!),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ styleUrl: null, minParticipants: 5 });
  });

  it('keeps the raw tracks for the city admins, with the threshold as an option', async () => {
    const tracks = (token: string, threshold?: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/getSessionsTracks',
        headers: bearer(token),
        payload: { cityId: own.city.id, ...march, ...(threshold === undefined ? {} : { threshold }) },
      });
    const all = await tracks(tokens.city!);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.features).toHaveLength(10);
    // route C's starts hold 4 participants after the correction: only route A's 6 tracks keep
    expect((await tracks(tokens.city!, true)).json().data.features).toHaveLength(6);
    expect((await tracks(tokens.organisation!)).statusCode).toBe(403);
  });
});
