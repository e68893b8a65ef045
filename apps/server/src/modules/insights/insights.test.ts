import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BREAKDOWN_MEASURES, type StatsBreakdown } from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import { challenges, citySettings, organisationSettings, participants } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createTenancy, createTenancyParticipant, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';

/** Friday 20 March 2026, noon in New York. */
const NOW = new Date('2026-03-20T16:00:00Z');
const trip = (
  id: string,
  day: number,
  activityType: 'bike' | 'bus' | 'walk' | 'car',
  distance: number,
  minutes: number,
  source: 'app' | 'manual' = 'app',
  utcHour = 14,
) => {
  const start = new Date(Date.UTC(2026, 2, day, utcHour, 0));
  return {
    id,
    activityType,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
    distance,
    geometry: source === 'app' ? eastboundGeometry(distance) : undefined,
    source,
  };
};

describe.each(TEST_DATABASES)('insights on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  const tokens: Record<string, string> = {};
  const month = (tenancy: Tenancy, ownerType: 'organisation' | 'city' = 'organisation') =>
    `ownerType=${ownerType}&ownerId=${ownerType === 'city' ? tenancy.city.id : tenancy.organisation.id}&period=month&periodKey=2026-03`;
  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    own = await createTenancy(db, 'Pourquoi');
    other = await createTenancy(db, 'Autrui');
    await db.insert(citySettings).values([
      { cityId: own.city.id, maxTripAgeDays: 3650 },
      { cityId: other.city.id, maxTripAgeDays: 3650 },
    ]);
    await db.insert(organisationSettings).values({
      organisationId: own.organisation.id,
      limits: { kmPerTrip: 10, manualTrips: { value: 1, period: 'day' } },
    });
    const second = await createTenancyParticipant(db, own, 'deuxieme');
    const third = await createTenancyParticipant(db, own, 'troisieme');
    const results = await ingestTrips(
      db,
      own.participant.id,
      [
        trip('counted', 2, 'bike', 5000, 20),
        trip('capped', 3, 'bike', 30_000, 90),
        trip('short', 4, 'walk', 300, 5),
        trip('brief', 5, 'bus', 600, 1.5),
        trip('car', 6, 'car', 10_000, 20),
        trip('manual-1', 9, 'walk', 2000, 25, 'manual'),
        trip('manual-2', 9, 'walk', 2500, 30, 'manual', 18),
      ],
      NOW,
    );
    expect(results.map((result) => result.status)).toEqual([
      'counted',
      'counted',
      'not_counted',
      'not_counted',
      'not_counted',
      'counted',
      'not_counted',
    ]);
    await ingestTrips(db, second, [trip('bus', 10, 'bus', 8000, 25), trip('bus-2', 11, 'bus', 8000, 25)], NOW);
    await ingestTrips(db, third, [trip('walk', 12, 'walk', 3000, 35)], NOW);
    await ingestTrips(db, other.participant.id, [trip('other', 2, 'bike', 7000, 25)], NOW);
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const actor of ['city', 'organisation', 'external'] as const)
      tokens[actor] = await signIn(app, own.emails[actor]);
    tokens.otherOrganisation = await signIn(app, other.emails.organisation);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const breakdown = async (token: string, query: string) => {
    const response = await get(token, `/api/stats/breakdown?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: StatsBreakdown }).data;
  };

  it('explains every trip of the period under one outcome, with the rule that left it out', async () => {
    const data = await breakdown(tokens.organisation!, `${month(own)}&measure=sessions`);
    const trips = Object.fromEntries(data.outcomes.map((row) => [row.outcome, row.trips]));
    expect(trips).toEqual({
      counted: 5,
      capped: 1,
      not_sustainable_mode: 1,
      too_short: 1,
      too_brief: 1,
      manual_limit_reached: 1,
      pending_review: 0,
      rejected_at_review: 0,
    });
    const capped = data.outcomes.find((row) => row.outcome === 'capped')!;
    expect(capped).toMatchObject({ counted: true, distanceKm: 30, countedKm: 10, cutKm: 20 });
    expect(data.totals).toEqual({ trips: 10, countedTrips: 6, participants: 3, activities: 6 });
  });

  it('adds up to the card’s figure, for every measure and scope', async () => {
    for (const [token, query] of [
      [tokens.organisation!, month(own)],
      [tokens.city!, month(own, 'city')],
      [tokens.city!, `${month(own)}&branchId=${own.branch.id}`],
      [tokens.external!, month(own)],
    ] as const) {
      const card = await get(token, `/api/statsApi/v2/get-stats-by?${query}`);
      expect(card.statusCode, card.body).toBe(200);
      const totals = (card.json() as { data: { totals: Record<string, number> } }).data.totals;
      for (const measure of BREAKDOWN_MEASURES) {
        const data = await breakdown(token, `${query}&measure=${measure}`);
        expect(data.figure, `${measure} of ${query}`).toBeCloseTo(totals[measure]!, 6);
      }
    }
  });

  it('keeps names and small modes back under the city’s threshold, and shows names once it is reached', async () => {
    const hidden = await breakdown(tokens.organisation!, `${month(own)}&measure=sessions`);
    expect(hidden.minParticipants).toBe(5);
    expect(hidden.namesShown).toBe(false);
    expect(hidden.trips.rows.every((row) => row.participantName === null)).toBe(true);
    expect(hidden.modes).toEqual([{ activityType: null, trips: 6, countedKm: 36, participants: null }]);
    await database.db.update(citySettings).set({ mapMinParticipants: 3 }).where(eq(citySettings.cityId, own.city.id));
    const shown = await breakdown(tokens.organisation!, `${month(own)}&measure=sessions`);
    expect(shown.namesShown).toBe(true);
    expect(new Set(shown.trips.rows.map((row) => row.participantName))).toEqual(
      new Set(['Participant Pourquoi', 'Test deuxieme', 'Test troisieme']),
    );
    expect(shown.trips.total).toBe(10);
    const refused = await breakdown(tokens.organisation!, `${month(own)}&measure=sessions&outcome=too_short`);
    expect(refused.trips.rows.map((row) => [row.outcome, row.distanceKm, row.countedKm])).toEqual([
      ['too_short', 0.3, 0],
    ]);
    expect(refused.trips.total).toBe(1);
  });

  it('never opens another organisation’s or city’s breakdown or alerts', async () => {
    for (const token of [tokens.organisation!, tokens.external!, tokens.city!]) {
      expect((await get(token, `/api/stats/breakdown?${month(other)}`)).statusCode).toBe(404);
      expect((await get(token, `/api/stats/breakdown?${month(other, 'city')}`)).statusCode).toBe(404);
      expect((await get(token, `/api/alerts?ownerType=city&ownerId=${other.city.id}`)).statusCode).toBe(404);
    }
    expect((await get(tokens.otherOrganisation!, `/api/stats/breakdown?${month(own)}`)).statusCode).toBe(404);
    expect((await get(tokens.organisation!, `/api/stats/breakdown?${month(own, 'city')}`)).statusCode).toBe(404);
  });

  it('computes the alerts of the branch the dashboard selects', async () => {
    // Monday 16 March: the week is 9–15 March. The branch's three participants made four trips in it; one of the
    // organisation's participants, of no branch, makes two more.
    const outside = await createTenancyParticipant(database.db, own, 'sans-etablissement');
    await database.db.update(participants).set({ branchId: null }).where(eq(participants.id, outside));
    await ingestTrips(
      database.db,
      outside,
      [trip('outside-1', 10, 'bike', 4000, 20), trip('outside-2', 12, 'bike', 4000, 20)],
      NOW,
    );
    vi.useFakeTimers({ now: new Date('2026-03-16T16:00:00Z'), toFake: ['Date'] });
    try {
      type Alerts = { data: { figures: { sessions: number; activeUsers: number } } };
      const alerts = async (query: string) => {
        const response = await get(tokens.organisation!, `/api/alerts?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as Alerts).data.figures;
      };
      const organisation = `ownerType=organisation&ownerId=${own.organisation.id}`;
      expect(await alerts(organisation)).toMatchObject({ sessions: 6, activeUsers: 4 });
      expect(await alerts(`${organisation}&branchId=${own.branch.id}`)).toMatchObject({ sessions: 4, activeUsers: 3 });
      const city = await get(
        tokens.city!,
        `/api/alerts?ownerType=city&ownerId=${own.city.id}&branchId=${own.branch.id}`,
      );
      expect((city.json() as Alerts).data.figures).toMatchObject({ sessions: 4, activeUsers: 3 });
      expect(
        (await get(tokens.organisation!, `/api/alerts?${organisation}&branchId=${other.branch.id}`)).statusCode,
      ).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the week’s alerts with the queues of the admin’s role', async () => {
    await database.db.insert(challenges).values({
      cityId: own.city.id,
      organisationId: own.organisation.id,
      name: 'Mars à vélo',
      description: 'Un défi',
      startAt: new Date('2026-03-01T05:00:00Z'),
      endAt: new Date(Date.now() + 3 * 86_400_000),
      status: 'active',
      individualGoal: { type: 'sessions', value: 5 },
    } as typeof challenges.$inferInsert);
    const organisation = await get(
      tokens.organisation!,
      `/api/alerts?ownerType=organisation&ownerId=${own.organisation.id}`,
    );
    expect(organisation.statusCode, organisation.body).toBe(200);
    const kinds = (organisation.json() as { data: { alerts: { kind: string }[] } }).data.alerts.map((a) => a.kind);
    expect(kinds).toContain('challenge_ending');
    expect(kinds).not.toContain('orders_pending');
    const city = await get(tokens.city!, `/api/alerts?ownerType=city&ownerId=${own.city.id}`);
    expect(city.statusCode, city.body).toBe(200);
    const cityAlerts = (city.json() as { data: { alerts: { kind: string; count?: number }[] } }).data.alerts;
    expect(cityAlerts.find((alert) => alert.kind === 'orders_pending')?.count).toBe(1);
    expect(cityAlerts.find((alert) => alert.kind === 'trip_reviews_pending')?.count).toBe(1);
    expect(cityAlerts.map((alert) => alert.kind)).not.toContain('challenge_ending');
  });
});
