import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { challenges, onlineStatus } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { seedStatsWorld } from './stats-test-world.ts';

describe.each(TEST_DATABASES)('statistics API on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  let branchA2: { id: string };
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    own = await createTenancy(db, 'Stats');
    other = await createTenancy(db, 'Elsewhere');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const actor of ['city', 'organisation', 'external', 'participant', 'tenant'] as const) {
      tokens[actor] = await signIn(app, own.emails[actor]);
    }
    tokens.otherCity = await signIn(app, other.emails.city);

    ({ branchA2 } = await seedStatsWorld(db, own));
    await db.insert(onlineStatus).values({ participantId: own.participant.id, state: 'online' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, query: Record<string, string | undefined>, token = tokens.organisation!) => {
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
    return app.inject({ method: 'GET', url: `${url}?${search}`, headers: bearer(token) });
  };
  const orgMarch = () => ({
    ownerType: 'organisation',
    ownerId: own.organisation.id,
    period: 'month',
    periodKey: '2026-03',
  });
  const cityMarch = () => ({ ownerType: 'city', ownerId: own.city.id, period: 'month', periodKey: '2026-03' });
  const total = async (name: string, query: Record<string, string | undefined>, token?: string) => {
    const response = await get(`/api/statsApi/${name}`, query, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as number;
  };

  it('answers every total of an organisation for a month', async () => {
    const query = orgMarch();
    expect(await total('get-total-sustainable-distance', query)).toBe(20);
    expect(await total('get-total-ghg', query)).toBe(4.2);
    expect(await total('get-total-sustainable-sessions', query)).toBe(4);
    expect(await total('get-total-greenpoints', query)).toBe(43);
    expect(await total('get-all-greenpoints', query)).toBe(43 + 50 + 25);
    expect(await total('get-total-active-users-count', query)).toBe(2);
    expect(await total('get-total-activities', query)).toBe(3);
    expect(await total('get-total-periods', query)).toBe(2);
    expect(await total('get-total-users', query)).toBe(2);
    expect(await total('get-total-organisations', query)).toBe(1);
    expect(await total('get-total-organisations-with-activities', query)).toBe(1);
  });

  it('narrows every figure to a branch', async () => {
    const query = { ...orgMarch(), branchId: own.branch.id };
    expect(await total('get-total-sustainable-sessions', query)).toBe(3);
    expect(await total('get-total-sustainable-distance', query)).toBe(14);
    expect(await total('get-total-active-users-count', query)).toBe(1);
    expect(await total('get-total-users', query)).toBe(1);
    expect(await total('get-total-sustainable-sessions', { ...orgMarch(), branchId: branchA2.id })).toBe(1);
  });

  it('answers a city with or without the participants of no organisation', async () => {
    const city = tokens.city!;
    expect(await total('get-total-sustainable-sessions', cityMarch(), city)).toBe(6);
    expect(await total('get-total-active-users-count', cityMarch(), city)).toBe(4);
    expect(await total('get-total-users', cityMarch(), city)).toBe(4);
    expect(await total('get-total-organisations', cityMarch(), city)).toBe(2);
    expect(await total('get-total-organisations-with-activities', cityMarch(), city)).toBe(2);
    const withoutLoners = { ...cityMarch(), withAllUsers: 'false' };
    expect(await total('get-total-sustainable-sessions', withoutLoners, city)).toBe(5);
    expect(await total('get-total-active-users-count', withoutLoners, city)).toBe(3);
    expect(await total('get-total-users', withoutLoners, city)).toBe(3);
    expect(await total('get-total-periods', withoutLoners, city)).toBe(3);
    const february = { ...cityMarch(), periodKey: '2026-02' };
    expect(await total('get-total-organisations-with-activities', february, city)).toBe(1);
    expect(await total('get-all-greenpoints', { ...cityMarch(), periodKey: '2026-04' }, city)).toBe(0);
  });

  it('reads weeks, years and ranges, the day of a trip being the city’s', async () => {
    const week = { ...orgMarch(), period: 'week', periodKey: '2026-W10' };
    expect(await total('get-total-sustainable-sessions', week)).toBe(3);
    const year = { ...orgMarch(), period: 'year', periodKey: '2026' };
    expect(await total('get-total-sustainable-sessions', year)).toBe(5);
    expect(await total('get-total-activities', year)).toBe(4);
    const range = { ownerType: 'organisation', ownerId: own.organisation.id, period: 'range' };
    expect(
      await total('get-total-sustainable-sessions', { ...range, startDate: '2026-02-27', endDate: '2026-03-02' }),
    ).toBe(4);
    expect(
      await total('get-total-sustainable-sessions', { ...range, startDate: '2026-03-03', endDate: '2026-03-03' }),
    ).toBe(0);
  });

  it('refuses a range without its end date, reversed dates, a bad key and a challenge period without one', async () => {
    const range = { ownerType: 'organisation', ownerId: own.organisation.id, period: 'range' };
    const cases = [
      [{ ...range, startDate: '2026-03-01' }, 'end_date_required'],
      [{ ...range, startDate: '2026-03-02', endDate: '2026-03-01' }, 'end_before_start'],
      [{ ...orgMarch(), periodKey: '2026-W10' }, 'invalid_period_key'],
      [{ ...orgMarch(), period: 'challenges', challenge: undefined }, 'challenge_required'],
      [{ ...orgMarch(), period: 'fortnight' }, 'validation_failed'],
    ] as const;
    for (const [query, code] of cases) {
      const response = await get('/api/statsApi/get-total-ghg', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    const response = await get('/api/statsApi/v2/get-stats-by', { ...range, startDate: '2026-03-01' });
    expect(response.json().error).toMatchObject({
      code: 'end_date_required',
      message: expect.stringMatching(/end date/),
    });
  });

  it('covers the days of a challenge with the challenges period, and only a challenge the actor may read', async () => {
    const [march] = await database.db
      .insert(challenges)
      .values({
        cityId: own.city.id,
        organisationId: own.organisation.id,
        name: 'Mars à vélo',
        description: 'Tout le mois de mars.',
        startAt: new Date('2026-03-01T05:00:00Z'),
        endAt: new Date('2026-04-01T04:00:00Z'),
        status: 'active',
        individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 0, badgeId: null },
      })
      .returning();
    const query = {
      ownerType: 'organisation',
      ownerId: own.organisation.id,
      period: 'challenges',
      challenge: march!.id,
    };
    expect(await total('get-total-sustainable-distance', query)).toBe(20);
    expect(await total('get-total-sustainable-distance', { ...query, period: undefined })).toBe(20);
    const byChallenge = await get('/api/statsApi/v2/get-stats-by', query);
    expect(byChallenge.json().data.range).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      granularity: 'day',
    });
    for (const challenge of [other.challenge.id, 'spring']) {
      const response = await get('/api/statsApi/get-total-ghg', { ...query, challenge });
      expect(response.statusCode).toBe(404);
    }
  });

  it('draws the dashboard: totals, previous month, daily series and modes', async () => {
    const response = await get('/api/statsApi/v2/get-stats-by', orgMarch());
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.range).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31', granularity: 'day' });
    expect(data.previousRange).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(data.totals).toEqual({
      distanceKm: 20,
      ghgKg: 4.2,
      greenpoints: 43,
      sessions: 4,
      activeUsers: 2,
      activities: 3,
      durationMin: 80,
      calories: expect.any(Number),
    });
    expect(data.previousTotals).toMatchObject({ sessions: 1, distanceKm: 3, activeUsers: 1, activities: 1 });
    expect(data.series).toHaveLength(31);
    expect(data.series[1]).toMatchObject({ bucket: '2026-03-02', sessions: 3, distanceKm: 12, activeUsers: 2 });
    expect(data.series[2]).toMatchObject({ bucket: '2026-03-03', sessions: 0, activeUsers: 0 });
    expect(data.byMode.map((mode: { activityType: string }) => mode.activityType)).toEqual([
      'bus',
      'carpool',
      'bike',
      'walk',
    ]);
  });

  it('draws a year per month', async () => {
    const response = await get('/api/statsApi/v2/get-stats-by', { ...orgMarch(), period: 'year', periodKey: '2026' });
    const { data } = response.json();
    expect(data.range.granularity).toBe('month');
    expect(data.series).toHaveLength(12);
    expect(data.series[1]).toMatchObject({ bucket: '2026-02-01', sessions: 1, activeUsers: 1, activities: 1 });
    expect(data.series[2]).toMatchObject({ bucket: '2026-03-01', sessions: 4, activeUsers: 2, activities: 3 });
  });

  it('ranks the most active participants', async () => {
    const response = await get('/api/statsApi/v2/get-top-participants', orgMarch());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        participantId: own.participant.id,
        branchName: own.branch.name,
        usualTransportMode: 'bike',
        sessions: 3,
        distanceKm: 14,
        greenpoints: 30,
      }),
      expect.objectContaining({ displayName: expect.stringMatching(/^Zoé /), branchName: 'A2', sessions: 1 }),
    ]);
  });

  it('scores the organisation against its size band', async () => {
    const response = await get('/api/statsApi/get-organisations-scores', orgMarch());
    expect(response.statusCode, response.body).toBe(200);
    // 40 × 2/42 active + 40 × best of its band (alone in 21–100) + 20 × 1 of 2 not commuting by car
    expect(response.json().data).toEqual({
      myOrganisationScore: 51.9,
      averageScoreAllOrganisations: 51.9,
      sizeBand: 'medium',
      organisationsInBand: 1,
    });
    const city = await get('/api/statsApi/get-organisations-scores', cityMarch(), tokens.city);
    expect(city.json().data).toMatchObject({ myOrganisationScore: null, sizeBand: null, organisationsInBand: 2 });
  });

  it('lists the organisations of the city with their figures, for the city only', async () => {
    const response = await get('/api/statsApi/v2/get-organisations-stats', cityMarch(), tokens.city);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ name: 'Organisation B', participants: 1, activeUsers: 1, sessions: 1, distanceKm: 2 }),
      expect.objectContaining({
        organisationId: own.organisation.id,
        participants: 2,
        activeUsers: 2,
        sessions: 4,
        score: 51.9,
      }),
    ]);
    expect((await get('/api/statsApi/v2/get-organisations-stats', cityMarch())).statusCode).toBe(403);
  });

  it('tells how the app is used', async () => {
    const response = await get('/api/statsApi/v2/get-app-usage', orgMarch());
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ onlineNow: 1, participants: 2, activeUsers: 2 });
    expect(data.series[1]).toEqual({ bucket: '2026-03-02', activeUsers: 2, sessions: 3 });
  });

  it('lets the city and the co-admin read the organisation, and nobody else', async () => {
    expect(await total('get-total-sustainable-sessions', orgMarch(), tokens.city)).toBe(4);
    expect(await total('get-total-sustainable-sessions', orgMarch(), tokens.external)).toBe(4);
    const refusals = [
      [orgMarch(), tokens.otherCity, 404],
      [cityMarch(), tokens.otherCity, 404],
      [cityMarch(), tokens.organisation, 404],
      [cityMarch(), tokens.external, 404],
      [{ ...orgMarch(), branchId: other.branch.id }, tokens.organisation, 404],
      [{ ...orgMarch(), ownerId: other.organisation.id }, tokens.organisation, 404],
      [{ ...cityMarch(), branchId: other.branch.id }, tokens.city, 404],
      [orgMarch(), tokens.participant, 403],
      [orgMarch(), tokens.tenant, 403],
    ] as const;
    for (const [query, token, status] of refusals) {
      const response = await get('/api/statsApi/get-total-ghg', query, token);
      expect(response.statusCode).toBe(status);
      expect(response.body).not.toContain(other.city.name);
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/statsApi/get-total-ghg?${new URLSearchParams(orgMarch())}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
