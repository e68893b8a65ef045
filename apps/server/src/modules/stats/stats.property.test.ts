import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf, resolvePeriod, type ResolvedPeriod } from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { choosePeriods, createRandom, createWorld, MODES, readWorld } from './stats-random-world.ts';
import { createReference, isPlausible, isSustainable, type ReferenceScope } from './stats-reference.ts';
import { TOTAL_ROUTES } from './stats.routes.ts';

const CASES = 20;
const TOTALS = Object.values(TOTAL_ROUTES).map((route) => route.path);

/**
 * For random worlds (stats-random-world.ts), every statistics endpoint — the totals, stats-by, top
 * participants, app usage, carpool, scores, the organisations table, sessions by distance and raw sessions —
 * answers what a direct computation over the raw rows gives (stats-reference.ts), for a week, a month, a year
 * and a range, each case for one of five scopes (organisation, branch, city with and without the participants
 * of no organisation, another organisation read by the city).
 */
describe.each(TEST_DATABASES)('every statistic equals a direct computation over the raw trips on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let tenancy: Tenancy;
  let cityToken: string;
  let organisationToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    tenancy = await createTenancy(database.db, 'Property');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    cityToken = await signIn(app, tenancy.emails.city);
    organisationToken = await signIn(app, tenancy.emails.organisation);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(Array.from({ length: CASES }, (_, index) => 1000 + index))('seed %i', async (seed) => {
    const random = createRandom(seed);
    const { db } = database;
    const { timeZone, organisationB } = await createWorld(db, tenancy, seed, random);
    const world = await readWorld(db, tenancy, timeZone);
    const reference = createReference(world);
    for (const trip of world.trips) {
      // A trip that breaks a plausibility rule is never counted: it waits for review (issue 14).
      const plausible = isPlausible(trip, world.maxTripAgeDays);
      expect(trip.counted).toBe(isSustainable(trip) && plausible);
      expect(trip.reviewStatus === 'pending').toBe(isSustainable(trip) && !plausible);
      if (trip.counted) expect(trip.ghgMg).toBe(reference.ghgMgOf(trip.distanceM));
    }
    const get = async (url: string, query: Record<string, string | undefined>, token: string) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
      );
      const response = await app.inject({ method: 'GET', url: `${url}?${search}`, headers: bearer(token) });
      expect(response.statusCode, `${url}?${search}: ${response.body}`).toBe(200);
      return response.json();
    };

    const organisationA = tenancy.organisation.id;
    const scopes: { scope: ReferenceScope; owner: Record<string, string>; token: string; own?: boolean }[] = [
      {
        scope: { kind: 'organisation', organisationId: organisationA },
        owner: { ownerType: 'organisation', ownerId: organisationA },
        token: organisationToken,
        own: true,
      },
      {
        scope: { kind: 'branch', branchId: tenancy.branch.id },
        owner: { ownerType: 'organisation', ownerId: organisationA, branchId: tenancy.branch.id },
        token: organisationToken,
        own: true,
      },
      {
        scope: { kind: 'city', organisationsOnly: false },
        owner: { ownerType: 'city', ownerId: tenancy.city.id },
        token: cityToken,
        own: true,
      },
      {
        scope: { kind: 'city', organisationsOnly: true },
        owner: { ownerType: 'city', ownerId: tenancy.city.id, withAllUsers: 'false' },
        token: cityToken,
      },
      {
        scope: { kind: 'organisation', organisationId: organisationB.id },
        owner: { ownerType: 'organisation', ownerId: organisationB.id },
        token: cityToken,
      },
    ];
    const today = localDayOf(new Date(), timeZone);
    const { scope, owner, token, own } = scopes[seed % scopes.length]!;

    for (const { period: name, query: periodQuery } of choosePeriods(random)) {
      const resolved = resolvePeriod(periodQuery, today);
      if (!resolved.ok) throw new Error(resolved.message);
      const period: ResolvedPeriod = resolved.value;
      expect(period.period).toBe(name);
      const query = { ...owner, ...periodQuery };
      const expected = reference.totals(scope, period);
      const totals = await Promise.all(TOTALS.map((total) => get(`/api/statsApi/${total}`, query, token)));
      expect(Object.fromEntries(TOTALS.map((total, index) => [total, totals[index].data]))).toEqual(expected);
      expect((await get('/api/statsApi/v2/get-stats-by', query, token)).data).toEqual(reference.statsBy(scope, period));
      expect((await get('/api/statsApi/v2/get-top-participants', { ...query, limit: '5' }, token)).data).toEqual(
        reference.topParticipants(scope, period, 5),
      );
      expect((await get('/api/statsApi/v2/get-app-usage', query, token)).data).toEqual(
        reference.appUsage(scope, period),
      );
      if (scope.kind !== 'city' || !scope.organisationsOnly) {
        // The trips of carpool mode, from the rollups; the event figures (`carpool`) have no match to count here.
        const { carpool, ...carpoolTrips } = (
          await get('/api/carpoolApi/get-stats-by', { ...owner, ...periodQuery }, token)
        ).data as { carpool: { sharedTrips: number; requests: number } };
        expect(carpoolTrips).toEqual(reference.carpool(scope, period));
        expect(carpool).toMatchObject({ sharedTrips: 0, requests: 0 });
      }
      if (scope.kind !== 'branch') {
        expect((await get('/api/statsApi/get-organisations-scores', query, token)).data).toEqual(
          reference.organisationsScores(scope, period),
        );
      }
      if (scope.kind === 'city') {
        const table = (await get('/api/statsApi/v2/get-organisations-stats', query, token)).data;
        const byId = (rows: { organisationId: string }[]) =>
          [...rows].sort((a, b) => a.organisationId.localeCompare(b.organisationId));
        expect(byId(table)).toEqual(byId(reference.organisationsStats(period)));
      }
      if (own) {
        const ownQuery = { ...periodQuery, branchId: owner.branchId };
        // Whole km (the distance rollups' bands), both bounds included.
        const minKm = random.int(0, 4);
        const maxKm = minKm + random.int(0, 6);
        const activityType = random.chance(0.3) ? random.pick(MODES) : undefined;
        const filtered = await get(
          '/api/sessionsStatsApi/get-sessions-by',
          { ...ownQuery, distanceMin: String(minKm), distanceMax: String(maxKm), activityType },
          token,
        );
        expect(filtered.data).toEqual(
          reference.sessionsBy(scope, period, {
            minM: Math.round(minKm * 1000),
            maxM: Math.round(maxKm * 1000),
            activityType,
          }),
        );
        const unfiltered = await get('/api/sessionsStatsApi/get-sessions-by', { ...ownQuery, activityType }, token);
        expect(unfiltered.data).toEqual(reference.sessionsBy(scope, period, { activityType }));
        const everyTrip = random.chance(0.5);
        const raw = await get(
          '/api/sessionsStatsApi/get-raw-sessions-by',
          { ...ownQuery, useAlternate: String(everyTrip), pageSize: '100' },
          token,
        );
        const expectedIds = reference.rawSessions(scope, period, everyTrip);
        expect(raw.total).toBe(expectedIds.length);
        expect(raw.data.map((trip: { id: string }) => trip.id)).toEqual(expectedIds.slice(0, 100));
      }
    }
  });
});
