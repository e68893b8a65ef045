import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import {
  citySettings,
  greenpointTransactions,
  happyHours,
  organisationSettings,
  participants,
  statsDaily,
  trips,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('participant trip API on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let token: string;
  let counter = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Trips');
    // The trips of these tests are dated March 2026: the city accepts trips up to ten years old.
    await database.db
      .insert(citySettings)
      .values({ cityId: world.city.id, pointsCoefficient: '10', maxTripAgeDays: 3650 });
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    token = await signIn(app, world.emails.participant);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A trip on 2026-03-02 (a Monday) starting at the given hour, New York time. */
  const trip = (hour: number, overrides: Record<string, unknown> = {}) => {
    const distance = (overrides.distance as number | undefined) ?? 5000;
    return {
      id: `trip-${++counter}`,
      activityType: 'bike',
      startTime: `2026-03-02T${String(hour).padStart(2, '0')}:00:00-05:00`,
      endTime: `2026-03-02T${String(hour).padStart(2, '0')}:20:00-05:00`,
      distance,
      geometry: eastboundGeometry(distance),
      source: 'app',
      ...overrides,
    };
  };
  const post = (body: unknown, auth = token) =>
    app.inject({ method: 'POST', url: '/api/app/v2/sessions', headers: bearer(auth), payload: body as object });
  const balance = async () =>
    (await database.db.select().from(participants).where(eq(participants.id, world.participant.id)))[0]!
      .greenpointBalance;

  it('credits a sustainable trip: ledger entry, balance and rollups in one go', async () => {
    const before = await balance();
    const response = await post(trip(7));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ status: 'counted', distanceKm: 5, ghgKg: 1.05, greenpoints: 11 }),
    ]);
    expect(await balance()).toBe(before + 11);
    const ledger = await database.db
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.participantId, world.participant.id));
    expect(ledger.at(-1)).toMatchObject({ transactionType: 'sessions', pointKind: 'greenpoint', transactionValue: 11 });
    const rollup = await database.db.select().from(statsDaily).where(eq(statsDaily.scopeId, world.organisation.id));
    expect(rollup).toEqual([
      expect.objectContaining({
        day: '2026-03-02',
        activityType: 'bike',
        sessions: 1,
        distanceM: 5000,
        ghgMg: 1_050_000,
      }),
    ]);
  });

  it('never counts the same trip id twice', async () => {
    const once = trip(9);
    const first = await post(once);
    const before = await balance();
    const again = await post(once);
    expect(first.json().data[0].status).toBe('counted');
    expect(again.json().data[0]).toMatchObject({ status: 'duplicate', greenpoints: first.json().data[0].greenpoints });
    expect(await balance()).toBe(before);
  });

  it('refuses a trip overlapping another of the same participant', async () => {
    await post(trip(11));
    const overlapping = await post(
      trip(11, { startTime: '2026-03-02T11:10:00-05:00', endTime: '2026-03-02T11:30:00-05:00' }),
    );
    expect(overlapping.json().data[0]).toMatchObject({ status: 'refused', reason: 'overlapping_trip' });
  });

  it('stores but does not count solo car, too short and too brief trips', async () => {
    const response = await post([
      trip(13, { activityType: 'car', distance: 20_000 }),
      trip(14, { distance: 499 }),
      trip(15, { endTime: '2026-03-02T15:01:59-05:00' }),
      trip(16, { distance: 500, endTime: '2026-03-02T16:02:00-05:00' }),
    ]);
    expect(
      response.json().data.map((result: { status: string; reason: string | null }) => [result.status, result.reason]),
    ).toEqual([
      ['not_counted', 'not_sustainable_mode'],
      ['not_counted', 'too_short'],
      ['not_counted', 'too_brief'],
      ['counted', null],
    ]);
  });

  it('applies the happy hour in force at the start, kmPerTrip and the manual-trip limit', async () => {
    await database.db.insert(happyHours).values({
      cityId: world.city.id,
      name: 'Heure bonus',
      startsAt: new Date('2026-03-03T12:00:00Z'),
      endsAt: new Date('2026-03-03T14:00:00Z'),
      multiplier: '3',
    });
    await database.db.insert(organisationSettings).values({
      organisationId: world.organisation.id,
      limits: { kmPerTrip: 10, manualTrips: { value: 1, period: 'day' } },
    });
    const response = await post([
      { ...trip(0, { distance: 30_000 }), startTime: '2026-03-03T12:30:00Z', endTime: '2026-03-03T13:30:00Z' },
      { ...trip(0), startTime: '2026-03-03T15:00:00Z', endTime: '2026-03-03T15:20:00Z', source: 'manual' },
      { ...trip(0), startTime: '2026-03-03T16:00:00Z', endTime: '2026-03-03T16:20:00Z', source: 'manual' },
    ]);
    const [happy, manual, secondManual] = response.json().data;
    expect(happy).toMatchObject({ status: 'counted', distanceKm: 10, greenpoints: 63 });
    expect(manual.status).toBe('counted');
    expect(secondManual).toMatchObject({ status: 'not_counted', reason: 'manual_limit_reached' });
  });

  it('answers 400 for a malformed trip and refuses batches over 500', async () => {
    const bad = await post({ ...trip(18), activityType: 'teleport' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const tooMany = await post(Array.from({ length: 501 }, (_, i) => trip(0, { id: `bulk-${i}` })));
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses the trip API to dashboard accounts and anonymous callers', async () => {
    const organisationToken = await signIn(app, world.emails.organisation);
    expect((await post(trip(19), organisationToken)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/app/v2/sessions', payload: trip(19) })).statusCode).toBe(401);
  });

  it('gives the participant its own figures and ledger', async () => {
    const stats = await app.inject({ method: 'GET', url: '/api/app/v2/me/stats', headers: bearer(token) });
    expect(stats.json().data.balance).toBe(await balance());
    expect(stats.json().data.totals.sessions).toBeGreaterThan(0);
    const storedCounted = await database.db.select().from(trips).where(eq(trips.participantId, world.participant.id));
    expect(stats.json().data.totals.sessions).toBe(storedCounted.filter((row) => row.counted).length);
    const ledger = await app.inject({
      method: 'GET',
      url: '/api/app/v2/me/transactions?pageSize=2',
      headers: bearer(token),
    });
    expect(ledger.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(ledger.json().data).toHaveLength(2);
    const status = await app.inject({
      method: 'PUT',
      url: '/api/app/v2/me/online-status',
      headers: bearer(token),
      payload: { state: 'online' },
    });
    expect(status.statusCode).toBe(204);
  });
});
