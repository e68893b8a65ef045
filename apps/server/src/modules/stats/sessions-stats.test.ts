import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { cities } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { decodePolyline } from '../../lib/polyline.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { BACKFILL, POLYLINE, seedStatsWorld } from './stats-test-world.ts';

/** Carpool statistics, raw sessions, sessions by distance and the tracks map, over the world of stats-test-world. */
describe.each(TEST_DATABASES)('sessions and carpool statistics on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Sessions');
    other = await createTenancy(database.db, 'Faraway');
    await seedStatsWorld(database.db, own);
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const actor of ['city', 'organisation', 'participant'] as const) {
      tokens[actor] = await signIn(app, own.emails[actor]);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, query: Record<string, string>, token = tokens.organisation!) =>
    app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers: bearer(token) });
  const march = { period: 'month', periodKey: '2026-03' };

  describe('carpool statistics', () => {
    it('sums the carpool modes of an organisation, both always listed', async () => {
      const response = await get('/api/carpoolApi/get-stats-by', { ownerId: own.organisation.id, ...march });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data.totals).toMatchObject({ sessions: 1, distanceKm: 6, ghgKg: 1.26, greenpoints: 13 });
      expect(data.byMode).toEqual([
        expect.objectContaining({ activityType: 'carpool', sessions: 1 }),
        expect.objectContaining({ activityType: 'carpool_electric_car', sessions: 0, distanceKm: 0 }),
      ]);
      expect(data.series).toHaveLength(31);
      expect(data.series[1]).toMatchObject({ bucket: '2026-03-02', sessions: 1 });
    });

    it('finds a city by its id, and refuses someone else’s', async () => {
      const city = await get('/api/carpoolApi/get-stats-by', { ownerId: own.city.id, ...march }, tokens.city);
      expect(city.json().data.totals.sessions).toBe(1);
      const refused = await get('/api/carpoolApi/get-stats-by', { ownerId: other.organisation.id, ...march });
      expect(refused.statusCode).toBe(404);
      const organisationForCity = await get('/api/carpoolApi/get-stats-by', { ownerId: own.city.id, ...march });
      expect(organisationForCity.statusCode).toBe(404);
    });
  });

  describe('raw sessions', () => {
    it('lists the sustainable trips of the actor’s organisation, newest first', async () => {
      const response = await get('/api/sessionsStatsApi/get-raw-sessions-by', march);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ page: 1, pageSize: 20, total: 4, totalIsCapped: false });
      expect(body.data.map((trip: { activityType: string }) => trip.activityType)).toEqual([
        'bus',
        'carpool',
        'walk',
        'bike',
      ]);
      expect(body.data[1]).toMatchObject({
        day: '2026-03-02',
        startTime: '2026-03-03T04:30:00.000Z',
        distanceKm: 6,
        durationMin: 20,
        counted: true,
        participantName: expect.stringMatching(/^Zoé /),
      });
    });

    it('adds the trips that did not count with useAlternate, pages, and caps the pages', async () => {
      const all = await get('/api/sessionsStatsApi/get-raw-sessions-by', { ...march, useAlternate: 'true' });
      expect(all.json().total).toBe(5);
      expect(all.json().data).toContainEqual(
        expect.objectContaining({ activityType: 'car', counted: false, reason: 'not_sustainable_mode', ghgKg: 0 }),
      );
      const page = await get('/api/sessionsStatsApi/get-raw-sessions-by', { ...march, page: '2', pageSize: '3' });
      expect(page.json().data).toHaveLength(1);
      const beyond = await get('/api/sessionsStatsApi/get-raw-sessions-by', { ...march, page: '501' });
      expect(beyond.json().error.code).toBe('page_out_of_range');
    });

    it('reads the city’s trips for a city admin, and a branch on request', async () => {
      const city = await get('/api/sessionsStatsApi/get-raw-sessions-by', march, tokens.city);
      expect(city.json().total).toBe(6);
      const branch = await get('/api/sessionsStatsApi/get-raw-sessions-by', { ...march, branchId: own.branch.id });
      expect(branch.json().total).toBe(3);
      const elsewhere = await get('/api/sessionsStatsApi/get-raw-sessions-by', { ...march, branchId: other.branch.id });
      expect(elsewhere.statusCode).toBe(404);
      const participant = await get('/api/sessionsStatsApi/get-raw-sessions-by', march, tokens.participant);
      expect(participant.statusCode).toBe(403);
    });
  });

  describe('sessions by distance and mode', () => {
    const sessionsBy = async (query: Record<string, string>) => {
      const response = await get('/api/sessionsStatsApi/get-sessions-by', { ...march, ...query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    it('reads the rollups without a distance bound', async () => {
      expect((await sessionsBy({})).totals).toMatchObject({ sessions: 4, distanceKm: 20 });
      expect((await sessionsBy({ activityType: 'bike' })).totals).toMatchObject({ sessions: 1, distanceKm: 5 });
    });

    it('reads the trips between two distances in whole km, both included, from the distance rollups', async () => {
      const between = await sessionsBy({ distanceMin: '5', distanceMax: '6' });
      expect(between.totals).toMatchObject({ sessions: 2, distanceKm: 11 });
      expect(between.byMode.map((mode: { activityType: string }) => mode.activityType)).toEqual(['carpool', 'bike']);
      expect(between.series[1]).toMatchObject({ bucket: '2026-03-02', sessions: 2 });
      // Exactly 5 km and exactly 6 km sit on the bounds: both included, nothing of 5.001 km in [5, 5].
      expect((await sessionsBy({ distanceMin: '5', distanceMax: '5' })).totals).toMatchObject({
        sessions: 1,
        distanceKm: 5,
      });
      expect((await sessionsBy({ distanceMin: '6' })).totals.sessions).toBe(2);
      expect((await sessionsBy({ distanceMax: '1', activityType: 'walk' })).totals.sessions).toBe(1);
      const reversed = await get('/api/sessionsStatsApi/get-sessions-by', { distanceMin: '6', distanceMax: '5' });
      expect(reversed.json().error.code).toBe('invalid_distance_range');
    });

    it('refuses bounds that are not whole km', async () => {
      const queries: Record<string, string>[] = [
        { distanceMin: '5.5' },
        { distanceMax: '0.1' },
        { distanceMin: '1', distanceMax: '2.25' },
      ];
      for (const query of queries) {
        const response = await get('/api/sessionsStatsApi/get-sessions-by', { ...march, ...query });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json().error.code).toBe('distance_not_whole_km');
      }
    });
  });

  describe('tracks', () => {
    const tracks = (body: Record<string, string>, token = tokens.city!) =>
      app.inject({ method: 'POST', url: '/api/getSessionsTracks', headers: bearer(token), payload: body });
    const month = () => ({ cityId: own.city.id, startDate: '2026-03-01', endDate: '2026-03-31' });

    it('draws the city’s sustainable trips as GeoJSON line strings', async () => {
      const response = await tracks(month());
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ truncated: false, limit: 2000, data: { type: 'FeatureCollection' } });
      expect(body.data.features).toHaveLength(3);
      expect(body.data.features[0]).toEqual({
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: decodePolyline(POLYLINE),
        },
        properties: { activityType: 'bus' },
      });
    });

    it('filters by local hours, past midnight too', async () => {
      const morning = await tracks({ ...month(), startTime: '07:00', endTime: '09:00' });
      expect(morning.json().data.features.map((feature: { properties: object }) => feature.properties)).toEqual([
        { activityType: 'bus' },
        { activityType: 'bike' },
      ]);
      const night = await tracks({ ...month(), startTime: '23:00', endTime: '01:00' });
      expect(night.json().data.features.map((feature: { properties: object }) => feature.properties)).toEqual([
        { activityType: 'carpool' },
      ]);
      const february = await tracks({ ...month(), startDate: '2026-02-01', endDate: '2026-02-28' });
      expect(february.json().data.features).toEqual([]);
    });

    it('is for the city’s admins only', async () => {
      expect((await tracks({ ...month(), cityId: other.city.id })).statusCode).toBe(404);
      expect((await tracks(month(), tokens.organisation)).statusCode).toBe(403);
      const reversed = await tracks({ ...month(), startDate: '2026-04-01' });
      expect(reversed.json().error.code).toBe('end_before_start');
    });
  });

  /**
   * The raw trips are read from an index range of instants 26 hours wider than the range's days in UTC: a trip of
   * the first minute of the first day in the zone farthest ahead of UTC, and of the last day's last minutes in
   * the zone farthest behind, are in the range; a minute before or after them is not.
   */
  describe.each([
    [
      'Pacific/Kiritimati',
      ['2026-02-28T09:50:00Z', '2026-02-28T10:00:00Z', '2026-03-31T09:50:00Z', '2026-03-31T10:00:00Z'],
    ],
    ['Etc/GMT+12', ['2026-03-01T11:50:00Z', '2026-03-01T12:00:00Z', '2026-04-01T11:50:00Z', '2026-04-01T12:00:00Z']],
  ])('in the time zone %s', (timeZone, starts) => {
    let city: Tenancy;
    let token: string;

    beforeAll(async () => {
      city = await createTenancy(database.db, timeZone.replace(/\W/g, ''));
      await database.db.update(cities).set({ timezone: timeZone }).where(eq(cities.id, city.city.id));
      const results = await ingestTrips(
        database.db,
        city.participant.id,
        starts.map((start, index) => ({
          id: `edge-${index}`,
          activityType: 'bike' as const,
          startTime: start,
          endTime: new Date(Date.parse(start) + 10 * 60_000).toISOString(),
          distance: 2500,
          geometry: eastboundGeometry(2500),
          source: 'app' as const,
        })),
        new Date(),
        BACKFILL,
      );
      expect(results.map((result) => result.status)).toEqual(['counted', 'counted', 'counted', 'counted']);
      token = await signIn(app, city.emails.city);
    });

    it('lists the trips of the first and the last minutes of the month, and no other', async () => {
      const response = await get('/api/sessionsStatsApi/get-raw-sessions-by', march, token);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(body.data.map((trip: { day: string; startTime: string }) => [trip.day, trip.startTime])).toEqual([
        ['2026-03-31', new Date(starts[2]!).toISOString()],
        ['2026-03-01', new Date(starts[1]!).toISOString()],
      ]);
      const tracks = await app.inject({
        method: 'POST',
        url: '/api/getSessionsTracks',
        headers: bearer(token),
        payload: { cityId: city.city.id, startDate: '2026-03-01', endDate: '2026-03-31' },
      });
      expect(tracks.json().data.features).toHaveLength(2);
    });
  });
});
