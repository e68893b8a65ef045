import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { greenpointTransactions, participants, statsDaily, trips } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('trip review queue on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  const tokens: Record<'city' | 'organisation' | 'participant' | 'otherCity', string> = {
    city: '',
    organisation: '',
    participant: '',
    otherCity: '',
  };
  let counter = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Review');
    other = await createTenancy(database.db, 'Elsewhere');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.city = await signIn(app, own.emails.city);
    tokens.organisation = await signIn(app, own.emails.organisation);
    tokens.participant = await signIn(app, own.emails.participant);
    tokens.otherCity = await signIn(app, other.emails.city);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const request = (token: string, method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url, headers: bearer(token) });
  const balance = async () =>
    (await database.db.select().from(participants).where(eq(participants.id, own.participant.id)))[0]!
      .greenpointBalance;
  const ledgerOf = (tripId: string) =>
    database.db.select().from(greenpointTransactions).where(eq(greenpointTransactions.tripId, tripId));

  /** A plausible 5 km bike trip sent months late: stored `pending` as `too_old`. */
  async function flagTrip() {
    const day = `2026-03-${String(++counter + 2).padStart(2, '0')}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/v2/sessions',
      headers: bearer(tokens.participant),
      payload: {
        id: `late-${counter}`,
        activityType: 'bike',
        startTime: `${day}T12:00:00Z`,
        endTime: `${day}T12:20:00Z`,
        distance: 5000,
        geometry: eastboundGeometry(5000),
      },
    });
    expect(response.json().data[0]).toMatchObject({ status: 'pending_review', reason: 'too_old' });
    const [row] = await database.db
      .select()
      .from(trips)
      .where(and(eq(trips.participantId, own.participant.id), eq(trips.clientId, `late-${counter}`)));
    return row!;
  }

  it("lists the city's pending trips, newest first, with the participant, organisation and reason", async () => {
    const flagged = await flagTrip();
    const response = await request(tokens.city, 'GET', '/api/trip-reviews');
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(2);
    expect(data.map((row: { id: string }) => row.id)).toEqual([flagged.id, own.flaggedTrip.id]);
    expect(data[0]).toMatchObject({
      participantName: 'Participant Review',
      organisationName: own.organisation.name,
      activityType: 'bike',
      distanceKm: 5,
      durationMin: 20,
      speedKmh: 15,
      reason: 'too_old',
      status: 'pending',
    });
    const otherCity = await request(tokens.otherCity, 'GET', '/api/trip-reviews');
    expect(otherCity.json().data.map((row: { id: string }) => row.id)).toEqual([other.flaggedTrip.id]);
    expect((await request(tokens.city, 'GET', '/api/trip-reviews?status=sideways')).statusCode).toBe(400);
  });

  it('accepts a trip exactly once: credited through the ledger, the balance and the rollups', async () => {
    const flagged = await flagTrip();
    const before = await balance();
    const accepted = await request(tokens.city, 'POST', `/api/trip-reviews/${flagged.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', counted: true, greenpoints: 11 });
    expect(await balance()).toBe(before + 11);
    expect(await ledgerOf(flagged.id)).toEqual([
      expect.objectContaining({ transactionType: 'sessions', transactionValue: 11 }),
    ]);
    const [rollup] = await database.db
      .select()
      .from(statsDaily)
      .where(and(eq(statsDaily.scopeId, own.city.id), eq(statsDaily.day, flagged.localDay)));
    expect(rollup).toMatchObject({ trips: 1, sessions: 1, distanceM: 5000, greenpoints: 11 });
    const [stored] = await database.db.select().from(trips).where(eq(trips.id, flagged.id));
    expect(stored).toMatchObject({ reviewStatus: 'accepted', reviewReason: 'too_old', counted: true });
    expect(stored!.reviewedBy).not.toBeNull();
    expect(stored!.reviewedAt).toBeInstanceOf(Date);

    for (const action of ['accept', 'reject']) {
      const again = await request(tokens.city, 'POST', `/api/trip-reviews/${flagged.id}/${action}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('trip_already_reviewed');
    }
    expect(await balance()).toBe(before + 11);
    expect(await ledgerOf(flagged.id)).toHaveLength(1);
  });

  it('rejects a trip exactly once: nothing credited, who and when recorded', async () => {
    const flagged = await flagTrip();
    const before = await balance();
    const rejected = await request(tokens.city, 'POST', `/api/trip-reviews/${flagged.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', greenpoints: 0 });
    const [stored] = await database.db.select().from(trips).where(eq(trips.id, flagged.id));
    expect(stored).toMatchObject({ reviewStatus: 'rejected', counted: false, greenpoints: 0 });
    expect(stored!.reviewedBy).not.toBeNull();
    expect(await balance()).toBe(before);
    expect(await ledgerOf(flagged.id)).toEqual([]);
    expect((await request(tokens.city, 'POST', `/api/trip-reviews/${flagged.id}/reject`)).statusCode).toBe(409);
    const listed = await request(tokens.city, 'GET', '/api/trip-reviews?status=rejected');
    expect(listed.json().data).toEqual([expect.objectContaining({ id: flagged.id, status: 'rejected' })]);
    const mine = await request(tokens.participant, 'GET', '/api/app/v2/me/trips?pageSize=100');
    expect(mine.json().data).toContainEqual(
      expect.objectContaining({ id: flagged.id, status: 'rejected', reason: 'too_old' }),
    );
  });

  it("refuses organisation admins and another city's admin", async () => {
    const flagged = await flagTrip();
    expect((await request(tokens.organisation, 'GET', '/api/trip-reviews')).statusCode).toBe(403);
    expect((await request(tokens.organisation, 'POST', `/api/trip-reviews/${flagged.id}/accept`)).statusCode).toBe(403);
    for (const action of ['accept', 'reject']) {
      const response = await request(tokens.otherCity, 'POST', `/api/trip-reviews/${flagged.id}/${action}`);
      expect(response.statusCode).toBe(404);
    }
    const [stored] = await database.db.select().from(trips).where(eq(trips.id, flagged.id));
    expect(stored!.reviewStatus).toBe('pending');
  });

  it('two admins accepting at once: one wins, one ledger entry', async () => {
    const flagged = await flagTrip();
    const before = await balance();
    const answers = await Promise.all([
      request(tokens.city, 'POST', `/api/trip-reviews/${flagged.id}/accept`),
      request(tokens.city, 'POST', `/api/trip-reviews/${flagged.id}/accept`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerOf(flagged.id)).toHaveLength(1);
    expect(await balance()).toBe(before + 11);
  });
});
