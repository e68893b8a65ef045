import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxGeometryPoints } from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import { citySettings, greenpointTransactions, participants, statsDaily, trips } from '../../db/schema/index.ts';
import { decodePolyline } from '../../lib/polyline.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry, METRES_PER_DEGREE } from '../../test/trip-geometry.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The plausibility rules of issue 14 at ingestion, each at its boundary: the last plausible value counts, the
 * first implausible one is stored `pending` with the rule as its reason, never credited nor in the statistics.
 */
describe.each(TEST_DATABASES)('trip plausibility at ingestion on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let token: string;
  let counter = 0;
  let now = Date.now();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Plausible');
    await database.db.insert(citySettings).values({
      cityId: world.city.id,
      pointsCoefficient: '10',
      maxDailyManualTrips: 1,
      maxTripAgeDays: 7,
      dailyDistanceCapKm: 40,
      centreLatitude: 45.5,
      centreLongitude: -73.6,
      radiusKm: 60,
    });
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    token = await signIn(app, world.emails.participant);
    now = Date.now();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A bike trip starting `startAgo` ms before now, lasting `minutes`, over `distance` m with a matching path. */
  const trip = (startAgo: number, minutes: number, distance: number, overrides: Record<string, unknown> = {}) => ({
    id: `plausible-${++counter}`,
    activityType: 'bike',
    startTime: new Date(now - startAgo).toISOString(),
    endTime: new Date(now - startAgo + minutes * MINUTE).toISOString(),
    distance,
    geometry: eastboundGeometry(distance),
    source: 'app',
    ...overrides,
  });
  const post = async (body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v2/sessions',
      headers: bearer(token),
      payload: body as object,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; status: string; reason: string | null; greenpoints: number }[];
  };
  const outcomes = async (body: unknown[]) =>
    (await post(body)).map((result) => [result.status, result.reason] as [string, string | null]);
  const COUNTED = ['counted', null];

  it('speed: a bike at 35 km/h on average counts, faster is pending', async () => {
    expect(
      await outcomes([
        trip(6 * DAY, 30, 17_500),
        trip(6 * DAY - 60 * MINUTE, 30, 17_600),
        trip(6 * DAY - 2 * 60 * MINUTE, 30, 4_000, { activityType: 'walk' }),
        trip(6 * DAY - 3 * 60 * MINUTE, 30, 4_100, { activityType: 'walk' }),
      ]),
    ).toEqual([COUNTED, ['pending_review', 'implausible_speed'], COUNTED, ['pending_review', 'implausible_speed']]);
  });

  it('speed: one segment far beyond the mode, though the average is plausible, is pending', async () => {
    // 10 km in 30 min (20 km/h), but 8 km of it between two positions 200 s apart.
    const spiky = eastboundGeometry(10_000, { at: [0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.14, 0.16, 0.96] });
    const even = eastboundGeometry(10_000, { points: 10 });
    expect(
      await outcomes([
        trip(5 * DAY, 30, 10_000, { geometry: even }),
        trip(5 * DAY - 60 * MINUTE, 30, 10_000, { geometry: spiky }),
      ]),
    ).toEqual([COUNTED, ['pending_review', 'implausible_speed']]);
  });

  it('distance: within 25 % (+300 m) of the path counts, beyond is a geometry mismatch', async () => {
    const path = eastboundGeometry(4_000);
    expect(
      await outcomes([
        trip(4 * DAY, 30, 5_290, { geometry: path }),
        trip(4 * DAY - 60 * MINUTE, 30, 5_310, { geometry: path }),
        trip(4 * DAY - 2 * 60 * MINUTE, 30, 2_890, { geometry: path }),
      ]),
    ).toEqual([COUNTED, ['pending_review', 'geometry_mismatch'], ['pending_review', 'geometry_mismatch']]);
  });

  it('geometry: not a polyline, or more points than the distance allows, is invalid and stored bounded', async () => {
    const crowded = eastboundGeometry(1_000, { points: 2 * maxGeometryPoints(1_000) });
    const results = await post([
      trip(3 * DAY, 10, 1_000, { geometry: '!!!!' }),
      trip(3 * DAY - 60 * MINUTE, 10, 1_000, { geometry: crowded }),
    ]);
    expect(results.map((result) => [result.status, result.reason])).toEqual([
      ['pending_review', 'geometry_invalid'],
      ['pending_review', 'geometry_invalid'],
    ]);
    const [invalid, bounded] = await Promise.all(
      results.map(async (result) => (await database.db.select().from(trips).where(eq(trips.clientId, result.id)))[0]!),
    );
    expect(invalid!.geometry).toBeNull();
    expect(decodePolyline(bounded!.geometry!)).toHaveLength(maxGeometryPoints(1_000));
  });

  it('city: a path within the radius counts, one reaching beyond it is outside the city', async () => {
    const northOf = (km: number) => [45.5 + (km * 1000) / METRES_PER_DEGREE, -73.6] as const;
    // The farthest position is the last: sqrt(59.5² + 5²) = 59.7 km, and sqrt(60.1² + 0.5²) > 60 km.
    expect(
      await outcomes([
        trip(3 * DAY - 2 * 60 * MINUTE, 20, 5_000, { geometry: eastboundGeometry(5_000, { start: northOf(59.5) }) }),
        trip(3 * DAY - 3 * 60 * MINUTE, 20, 5_000, { geometry: eastboundGeometry(5_000, { start: northOf(60.1) }) }),
      ]),
    ).toEqual([COUNTED, ['pending_review', 'outside_city']]);
  });

  it('time: up to 7 days old counts, older is too old; an end past the clock skew is in the future', async () => {
    expect(
      await outcomes([
        trip(7 * DAY - 10 * MINUTE, 20, 5_000),
        trip(7 * DAY + 10 * MINUTE, 5, 1_500),
        // Ends 4 minutes ahead of the server's clock (the skew allows 5), then one ending 14 minutes ahead.
        trip(20 * MINUTE, 24, 5_000),
        trip(-4 * MINUTE, 10, 1_500),
        trip(9 * DAY, 25 * 60, 5_000, { activityType: 'walk' }),
      ]),
    ).toEqual([
      COUNTED,
      ['pending_review', 'too_old'],
      COUNTED,
      ['pending_review', 'ends_in_future'],
      ['pending_review', 'invalid_times'],
    ]);
  });

  it('times that are no trip are refused unstored with the review queue’s codes', async () => {
    expect(
      await outcomes([trip(3 * DAY, 0, 1_500), trip(3 * DAY - 120 * MINUTE, -10, 1_500), trip(-6 * MINUTE, 20, 5_000)]),
    ).toEqual([
      ['refused', 'invalid_times'],
      ['refused', 'invalid_times'],
      ['refused', 'ends_in_future'],
    ]);
  });

  it('daily cap: the city’s 40 km a day count, the trip beyond is pending', async () => {
    // A participant of its own, so that no other test's trips share its day; six trips of one local day of the
    // city (America/New_York), from 14:30 to 17:20 UTC two days ago, i.e. around noon there whatever the hour.
    const capped = await createTenancy(database.db, 'Capped');
    await database.db.insert(citySettings).values({
      cityId: capped.city.id,
      pointsCoefficient: '10',
      maxTripAgeDays: 7,
      dailyDistanceCapKm: 40,
      centreLatitude: 45.5,
      centreLongitude: -73.6,
      radiusKm: 60,
    });
    const cappedToken = await signIn(app, capped.emails.participant);
    const noon = new Date(now - 2 * DAY);
    noon.setUTCHours(17, 0, 0, 0);
    const day = now - noon.getTime();
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v2/sessions',
      headers: bearer(cappedToken),
      payload: [0, 1, 2, 3, 4, 5].map((index) => trip(day + index * 30 * MINUTE, 20, 8_000)),
    });
    expect(response.statusCode).toBe(200);
    const results = response.json().data as { status: string; reason: string | null }[];
    expect(results.map((result) => [result.status, result.reason])).toEqual([
      ['pending_review', 'daily_cap'],
      COUNTED,
      COUNTED,
      COUNTED,
      COUNTED,
      COUNTED,
    ]);
  });

  it('manual: a trip without a geometry is manual whatever the client says, under the manual-trip limit', async () => {
    // Both trips on one local day (noon and half past, UTC−5): the limit is a day's, whatever the hour now.
    const noon = new Date(now - 2 * DAY);
    noon.setUTCHours(17, 0, 0, 0);
    const day = now - noon.getTime();
    const results = await post([
      trip(day, 20, 5_000, { geometry: null, source: 'app' }),
      trip(day - 30 * MINUTE, 20, 5_000, { geometry: undefined, source: 'app' }),
    ]);
    expect(results.map((result) => [result.status, result.reason])).toEqual([
      COUNTED,
      ['not_counted', 'manual_limit_reached'],
    ]);
    const stored = await database.db.select().from(trips).where(eq(trips.clientId, results[0]!.id));
    expect(stored[0]!.source).toBe('manual');
  });

  it('a pending trip earns nothing, is not in the statistics, and the participant sees it with its reason', async () => {
    const balance = async () =>
      (await database.db.select().from(participants).where(eq(participants.id, world.participant.id)))[0]!
        .greenpointBalance;
    const sessions = async () =>
      (
        await database.db
          .select({ trips: sql<number>`coalesce(sum(${statsDaily.trips}), 0)::int` })
          .from(statsDaily)
          .where(eq(statsDaily.scopeId, world.city.id))
      )[0]!.trips;
    const [before, tripsBefore] = [await balance(), await sessions()];
    const [flagged] = await post([trip(10 * DAY, 20, 5_000)]);
    expect(flagged).toMatchObject({ status: 'pending_review', reason: 'too_old', greenpoints: 0 });
    expect(await balance()).toBe(before);
    expect(await sessions()).toBe(tripsBefore);
    const stored = (await database.db.select().from(trips).where(eq(trips.clientId, flagged!.id)))[0]!;
    expect(stored).toMatchObject({ counted: false, reviewStatus: 'pending', reviewReason: 'too_old' });
    const ledger = await database.db
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.tripId, stored.id));
    expect(ledger).toEqual([]);
    const own = await app.inject({ method: 'GET', url: '/api/app/v2/me/trips?pageSize=100', headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toContainEqual(
      expect.objectContaining({ clientId: flagged!.id, status: 'pending_review', reason: 'too_old', greenpoints: 0 }),
    );
    // Sent again, it answers its first outcome.
    expect((await post([trip(10 * DAY, 20, 5_000, { id: flagged!.id })]))[0]).toMatchObject({
      status: 'duplicate',
      reason: 'too_old',
    });
  });

  it('refuses a body over 4 MB with 413', async () => {
    const big = Array.from({ length: 10 }, () => trip(DAY, 20, 5_000, { geometry: '_'.repeat(450_000) }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v2/sessions',
      headers: bearer(token),
      payload: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe.each(TEST_DATABASES)('trip rate limit on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 429 with retry-after past 30 batches or 2,000 trips a minute, per participant', async () => {
    const world = await createTenancy(database.db, 'Ratelimit');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    const token = await signIn(app, world.emails.participant);
    // Trips whose end precedes their start: refused without being stored, but counted by the limit.
    const refused = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `rate-${index}-${Math.random()}`,
        activityType: 'walk',
        startTime: '2026-03-02T10:00:00Z',
        endTime: '2026-03-02T09:00:00Z',
        distance: 1000,
      }));
    const post = (count: number) =>
      app.inject({ method: 'POST', url: '/api/app/v2/sessions', headers: bearer(token), payload: refused(count) });
    // Volume: 2,000 trips pass, the next one does not (unless the minute turned in between: then once more).
    let volume = await post(500);
    for (let attempt = 0; attempt < 9 && volume.statusCode === 200; attempt++) volume = await post(500);
    expect(volume.statusCode).toBe(429);
    expect(volume.json().error.code).toBe('rate_limited');
    expect(Number(volume.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(volume.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts batches and their weight in one shared window', async () => {
    const at = new Date('2026-03-02T10:00:30Z');
    for (let batch = 0; batch < 30; batch++) await enforceRateLimit(database.db, 'test:batches', 30, 60, { now: at });
    await expect(enforceRateLimit(database.db, 'test:batches', 30, 60, { now: at })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
    // The next minute starts afresh; a weighted hit counts its weight.
    const next = new Date('2026-03-02T10:01:00Z');
    await enforceRateLimit(database.db, 'test:batches', 30, 60, { now: next, cost: 30 });
    await expect(enforceRateLimit(database.db, 'test:batches', 30, 60, { now: next })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 60,
    });
  });
});
