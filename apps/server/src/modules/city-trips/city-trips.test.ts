import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import {
  greenpointTransactions,
  organisationSettings,
  participants,
  tripCorrections,
  trips,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { correctTrip, ingestTrips } from '../trips/trips.service.ts';

const DAY = 86_400_000;
/** The test's trips are weeks old: the age rule (7 days by default) is widened, as the demo generator does. */
const OLD_TRIPS = { maxTripAgeDays: 400 };
/** Noon UTC `daysAgo` days ago: recent enough for the plausibility rules. */
const noon = (daysAgo: number) => new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY + 12 * 3_600_000);
const tripAt = (id: string, daysAgo: number, mode: 'bike' | 'walk' | 'car', distance: number) => {
  const start = noon(daysAgo);
  return {
    id,
    activityType: mode,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    distance,
    geometry: eastboundGeometry(distance),
    source: 'app' as const,
  };
};

/** The rollup tables, with the tenancy's ids replaced by their role, and rows that hold nothing left out. */
async function statistics(database: Database, world: Tenancy) {
  const names = new Map<string, string>([
    [world.city.id, 'city'],
    [world.organisation.id, 'organisation'],
    [world.branch.id, 'branch'],
    [world.participant.id, 'participant'],
  ]);
  const tables = [
    'stats_daily',
    'stats_monthly',
    'stats_distance_daily',
    'stats_distance_monthly',
    'stats_active_participants',
    'participant_stats_daily',
    'participant_stats_monthly',
    'participant_stats_yearly',
    'participant_periods',
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await database.db.execute<Record<string, unknown>>(sql.raw(`select * from ${table}`));
    result[table] = (rows as Record<string, unknown>[])
      .filter((row) => Object.values(row).some((value) => typeof value === 'string' && names.has(value)))
      .map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            value instanceof Date
              ? value.toISOString()
              : typeof value === 'string' && names.has(value)
                ? names.get(value)
                : typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+$/.test(value))
                  ? Number(value)
                  : value,
          ]),
        ),
      )
      .filter((row) =>
        Object.entries(row).some(
          ([key, value]) =>
            ['trips', 'sessions', 'participants', 'distance_m', 'greenpoints'].includes(key) && value !== 0,
        ),
      )
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return result;
}

describe.each(TEST_DATABASES)('the city’s trips on %s', { timeout: 120_000 }, (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  const tokens = { city: '', organisation: '', participant: '', otherCity: '' };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Trajets');
    other = await createTenancy(database.db, 'Ailleurs');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.city = await signIn(app, own.emails.city);
    tokens.organisation = await signIn(app, own.emails.organisation);
    tokens.participant = await signIn(app, own.emails.participant);
    tokens.otherCity = await signIn(app, other.emails.city);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, token = tokens.city) => app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: unknown, token = tokens.city) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
  const balanceOf = async (participantId: string) =>
    (await database.db.select().from(participants).where(eq(participants.id, participantId)))[0]!.greenpointBalance;
  /** The stored id of a trip the app sent with its own id (the ingestion answers the app's id). */
  const storedId = async (participantId: string, clientId: string) =>
    (
      await database.db
        .select()
        .from(trips)
        .where(and(eq(trips.participantId, participantId), eq(trips.clientId, clientId)))
    )[0]!.id;

  it('lists, filters and sorts the city’s trips, and never another city’s', async () => {
    await ingestTrips(
      database.db,
      own.participant.id,
      [
        tripAt('list-bike', 20, 'bike', 5000),
        tripAt('list-car', 19, 'car', 12_000),
        tripAt('list-walk', 18, 'walk', 1500),
      ],
      new Date(),
      OLD_TRIPS,
    );
    await ingestTrips(
      database.db,
      other.participant.id,
      [tripAt('other-bike', 20, 'bike', 5000)],
      new Date(),
      OLD_TRIPS,
    );

    const all = await get('/api/city-trips?pageSize=100');
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((trip: { id: string }) => trip.id);
    expect(all.json().total).toBe(4); // three trips and the test world's flagged one
    const otherTrips = await database.db.select().from(trips).where(eq(trips.participantId, other.participant.id));
    for (const trip of otherTrips) expect(ids).not.toContain(trip.id);

    const counted = await get('/api/city-trips?status=counted');
    expect(
      counted
        .json()
        .data.map((trip: { activityType: string }) => trip.activityType)
        .sort(),
    ).toEqual(['bike', 'walk']);
    const car = await get('/api/city-trips?status=not_counted&reason=not_sustainable_mode');
    expect(car.json()).toMatchObject({ total: 1, data: [{ activityType: 'car', status: 'not_counted' }] });
    expect((await get('/api/city-trips?status=pending')).json().data).toEqual([
      expect.objectContaining({ id: own.flaggedTrip.id, status: 'pending', reason: 'too_old' }),
    ]);
    expect((await get('/api/city-trips?band=10-20')).json().data).toEqual([
      expect.objectContaining({ activityType: 'car', distanceKm: 12 }),
    ]);
    expect((await get('/api/city-trips?mode=bike')).json().total).toBe(2);
    expect((await get(`/api/city-trips?organisationId=${other.organisation.id}`)).json().total).toBe(0);
    const from = new Date(noon(19).getTime()).toISOString().slice(0, 10);
    expect((await get(`/api/city-trips?from=${from}&status=counted`)).json().total).toBe(1);
    const byDistance = await get('/api/city-trips?sort=distance&order=asc&status=counted');
    expect(byDistance.json().data.map((trip: { distanceKm: number }) => trip.distanceKm)).toEqual([1.5, 5]);
    expect((await get('/api/city-trips?from=2026-02-10&to=2026-02-01')).statusCode).toBe(400);
    expect((await get('/api/city-trips?mode=rocket')).statusCode).toBe(400);
    expect((await get('/api/city-trips', tokens.organisation)).statusCode).toBe(403);
    expect((await get('/api/city-trips', tokens.participant)).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('charts the trips per distance band and mode (the spec’s get-sessions-by)', async () => {
    const chart = await get('/api/city-trips/by-distance?status=counted');
    expect(chart.statusCode).toBe(200);
    expect(chart.json().data).toEqual([
      { band: '0-2', activityType: 'walk', trips: 1, distanceKm: 1.5 },
      { band: '5-10', activityType: 'bike', trips: 1, distanceKm: 5 },
    ]);
    expect(chart.json().total).toBe(2);
  });

  it('exports the filtered trips as CSV, formulas neutralised', async () => {
    await database.db
      .update(participants)
      .set({ firstName: '=HYPERLINK("http://evil")' })
      .where(eq(participants.id, own.participant.id));
    const response = await get('/api/city-trips/export?status=counted&language=fr');
    await database.db
      .update(participants)
      .set({ firstName: 'Participant' })
      .where(eq(participants.id, own.participant.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="trajets-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Identifiant du trajet;Participant;E-mail');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`'=HYPERLINK`);
    expect(lines[1]).not.toMatch(/;=HYPERLINK/);
    expect(lines.some((line) => line.includes(';1,5;'))).toBe(true);
  });

  it('enters a manual trip for a participant through the participant API’s rules, ledger and rollups', async () => {
    const before = await balanceOf(own.participant.id);
    const start = noon(2);
    const payload = {
      participantId: own.participant.id,
      activityType: 'bike',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
      distanceKm: 5,
    };
    const entered = await post('/api/city-trips', payload);
    expect(entered.statusCode).toBe(201);
    expect(entered.json().data).toMatchObject({ status: 'counted', greenpoints: 11 });
    expect(await balanceOf(own.participant.id)).toBe(before + 11);
    const [stored] = await database.db.select().from(trips).where(eq(trips.id, entered.json().data.id));
    expect(stored).toMatchObject({ source: 'manual', enteredBy: expect.any(String), counted: true });
    const [entry] = await database.db
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.tripId, stored!.id));
    expect(entry).toMatchObject({ transactionType: 'sessions', transactionValue: 11, createdBy: stored!.enteredBy });
    const listed = await get('/api/city-trips?enteredByAdmin=true');
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: stored!.id, source: 'manual', enteredByName: 'Admin Trajets' }),
    ]);

    // The same trip again overlaps it: refused, not stored.
    const overlapping = await post('/api/city-trips', payload);
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.code).toBe('trip_not_recorded');

    // The organisation's manual-trip limit applies as in the app: one a day, the second one does not count.
    await database.db
      .insert(organisationSettings)
      .values({ organisationId: own.organisation.id, limits: { manualTrips: { value: 1, period: 'day' } } })
      .onConflictDoUpdate({
        target: organisationSettings.organisationId,
        set: { limits: { manualTrips: { value: 1, period: 'day' } } },
      });
    const later = new Date(start.getTime() + 3 * 3_600_000);
    const second = await post('/api/city-trips', {
      ...payload,
      startTime: later.toISOString(),
      endTime: new Date(later.getTime() + 20 * 60_000).toISOString(),
    });
    expect(second.json().data).toMatchObject({ status: 'not_counted', reason: 'manual_limit_reached', greenpoints: 0 });
    await database.db.delete(organisationSettings).where(eq(organisationSettings.organisationId, own.organisation.id));

    // Bad input and other tenants.
    expect((await post('/api/city-trips', { ...payload, distanceKm: -1 })).statusCode).toBe(400);
    expect((await post('/api/city-trips', { ...payload, endTime: payload.startTime })).statusCode).toBe(400);
    expect((await post('/api/city-trips', { ...payload, participantId: other.participant.id })).statusCode).toBe(404);
    expect((await post('/api/city-trips', payload, tokens.organisation)).statusCode).toBe(403);
  });

  it('corrects a trip: a CHANGE_POINTS entry, the balance and an audit row; never a pending one', async () => {
    await ingestTrips(database.db, own.participant.id, [tripAt('to-correct', 8, 'bike', 5000)], new Date(), OLD_TRIPS);
    const tripId = await storedId(own.participant.id, 'to-correct');
    const before = await balanceOf(own.participant.id);
    const corrected = await post(`/api/city-trips/${tripId}/correction`, {
      activityType: 'walk',
      distanceKm: 3,
      reason: 'Trajet fait à pied',
    });
    expect(corrected.statusCode).toBe(200);
    const { trip, pointsDelta } = corrected.json().data;
    expect(trip).toMatchObject({ activityType: 'walk', distanceKm: 3, status: 'counted' });
    expect(trip.correctedAt).not.toBeNull();
    expect(await balanceOf(own.participant.id)).toBe(before + pointsDelta);
    const ledger = await database.db
      .select()
      .from(greenpointTransactions)
      .where(
        and(
          eq(greenpointTransactions.participantId, own.participant.id),
          eq(greenpointTransactions.transactionType, 'CHANGE_POINTS'),
        ),
      );
    expect(ledger.map((entry) => entry.transactionValue)).toContain(pointsDelta);
    const [sessionEntry] = await database.db
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.tripId, tripId));
    expect(sessionEntry!.transactionValue).toBe(11); // the original entry is never overwritten
    const audit = await get(`/api/city-trips/${tripId}/corrections`);
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        correctedByName: 'Admin Trajets',
        reason: 'Trajet fait à pied',
        before: { activityType: 'bike', distanceKm: 5, counted: true, greenpoints: 11 },
        after: expect.objectContaining({ activityType: 'walk', distanceKm: 3 }),
        pointsDelta,
      }),
    ]);
    const pending = await post(`/api/city-trips/${own.flaggedTrip.id}/correction`, {
      activityType: 'walk',
      distanceKm: 3,
      reason: 'Essai',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.code).toBe('trip_not_correctable');
    expect(
      (await post(`/api/city-trips/${tripId}/correction`, { activityType: 'walk', distanceKm: 3, reason: '' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          `/api/city-trips/${tripId}/correction`,
          { activityType: 'walk', distanceKm: 3, reason: 'Autre ville' },
          tokens.otherCity,
        )
      ).statusCode,
    ).toBe(404);
    expect(await database.db.select().from(tripCorrections).where(eq(tripCorrections.tripId, tripId))).toHaveLength(1);
  });

  it('after corrections, the statistics equal those of the trips ingested corrected', async () => {
    // Two worlds with the same history: in one the trips are ingested then corrected, in the other ingested as
    // corrected. A counted trip made longer, a counted one made not counted (its only trip of the day), and a
    // not-counted one made counted.
    const before = await createTenancy(database.db, 'Avant');
    const after = await createTenancy(database.db, 'Apres');
    const scenarios = [
      { id: 'longer', daysAgo: 40, from: ['bike', 4000], to: ['bike', 9000] },
      { id: 'uncounted', daysAgo: 41, from: ['bike', 6000], to: ['car', 6000] },
      { id: 'counted', daysAgo: 42, from: ['car', 7000], to: ['walk', 2500] },
    ] as const;
    for (const scenario of scenarios) {
      await ingestTrips(
        database.db,
        before.participant.id,
        [tripAt(scenario.id, scenario.daysAgo, scenario.from[0], scenario.from[1])],
        new Date(),
        OLD_TRIPS,
      );
      await correctTrip(database.db, await storedId(before.participant.id, scenario.id), {
        activityType: scenario.to[0],
        distanceM: scenario.to[1],
        reason: 'test',
        correctedBy: before.external.authUserId!,
        correctedByName: 'Test',
      });
    }
    // The twin world receives every trip the first one has, as corrected.
    const history = await database.db.select().from(trips).where(eq(trips.participantId, before.participant.id));
    const inputs = history
      .filter((trip) => trip.reviewStatus === null)
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
      .map((trip) => ({
        id: trip.clientId,
        activityType: trip.activityType,
        startTime: trip.startTime.toISOString(),
        endTime: trip.endTime.toISOString(),
        distance: trip.distanceM,
        geometry: trip.source === 'app' ? eastboundGeometry(trip.distanceM) : null,
        source: trip.source,
      }));
    expect(inputs).toHaveLength(3);
    for (const input of inputs) await ingestTrips(database.db, after.participant.id, [input], new Date(), OLD_TRIPS);
    const corrected = await statistics(database, before);
    // Not vacuous: the counters saw the participant active on the two counted days, not on the third.
    expect(
      corrected.stats_active_participants!.filter((row) => String(row).includes('"period_type":"day"')),
    ).toHaveLength(6);
    expect(corrected).toEqual(await statistics(database, after));
    expect(await balanceOf(before.participant.id)).toBe(await balanceOf(after.participant.id));
  });

  it('lists error users with their reason and clears a dangling branch', async () => {
    await database.db
      .update(participants)
      .set({ branchId: other.branch.id })
      .where(eq(participants.id, own.participant.id));
    const response = await get('/api/city-trips/error-users');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({
        participantId: own.participant.id,
        reason: 'branch_mismatch',
        branchId: other.branch.id,
      }),
    );
    expect((await get('/api/city-trips/error-users', tokens.otherCity)).json().data).toEqual([]);
    const cleared = await post(`/api/city-trips/error-users/${own.participant.id}/clear-branch`, {});
    expect(cleared.json().data).toEqual({ participantId: own.participant.id, cleared: true });
    expect((await get('/api/city-trips/error-users')).json().data).not.toContainEqual(
      expect.objectContaining({ reason: 'branch_mismatch' }),
    );
  });
});
