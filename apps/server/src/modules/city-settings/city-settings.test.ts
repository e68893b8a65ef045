import { describe, expect, it } from 'vitest';
import { participantControlPoints } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createFundedParticipant, createShopProduct, spendBody } from '../spending/spending.fixtures.ts';
import { spendGreenpoints } from '../spending/spending.service.ts';

describe.each(TEST_DATABASES)('city settings on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Reglages', ['city', 'organisation', 'participant']);
  let counter = 0;
  const url = () => `/api/cities/${suite.world.city.id}/settings`;
  const send = (method: 'GET' | 'PATCH', path: string, payload?: object, token = suite.tokens.city) =>
    suite.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
  const patch = (kindName: string, payload: object, token = suite.tokens.city) =>
    send('PATCH', `${url()}/${kindName}`, payload, token);

  /** A 10 km trip of `mode` that started a few hours ago: 2.1 kg avoided. */
  const tripPoints = async (activityType = 'bike') => {
    const start = Date.now() - 2 * 60 * 60_000 - ++counter * 40 * 60_000;
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/app/v2/sessions',
      headers: bearer(suite.tokens.participant),
      payload: [
        {
          id: `settings-trip-${kind}-${counter}`,
          activityType,
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 30 * 60_000).toISOString(),
          distance: 10_000,
          geometry: eastboundGeometry(10_000),
          source: 'app',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { greenpoints: number }[])[0]!.greenpoints;
  };

  it('answers every kind with its defaults, then saves one field at a time with its history', async () => {
    const first = await send('GET', url());
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json().data).sort()).toEqual(
      ['admin-emails', 'carpool', 'citizen-limits', 'city-limits', 'control-points'].sort(),
    );
    expect(first.json().data['city-limits']).toMatchObject({ pointsCoefficient: 10, daysBeforeOrdersExpire: 30 });

    const saved = await patch('city-limits', { pointsCoefficient: 12.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data['city-limits'].pointsCoefficient).toBe(12.5);
    const emails = await patch('admin-emails', { orderAdminEmails: ['commandes@example.org'] });
    expect(emails.json().data['admin-emails'].orderAdminEmails).toEqual(['commandes@example.org']);

    const history = await send('GET', `${url()}/history?pageSize=1`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(history.json().data[0]).toMatchObject({
      kind: 'admin-emails',
      field: 'orderAdminEmails',
      oldValue: [],
      newValue: ['commandes@example.org'],
      changedBy: suite.world.emails.city,
    });
    const second = await send('GET', `${url()}/history?pageSize=1&page=2`);
    expect(second.json().data[0]).toMatchObject({ field: 'pointsCoefficient', oldValue: 10, newValue: 12.5 });
    // Saving the same value again writes no change.
    await patch('city-limits', { pointsCoefficient: 12.5 });
    expect((await send('GET', `${url()}/history`)).json().total).toBe(2);
  });

  it('refuses bad input with a 400: two fields, none, another kind, out of range, not a number', async () => {
    const code = async (kindName: string, payload: object) => {
      const response = await patch(kindName, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error.code;
    };
    expect(await code('city-limits', { pointsCoefficient: 2, maxTripAgeDays: 3 })).toBe('city_setting_one_field');
    expect(await code('city-limits', {})).toBe('city_setting_one_field');
    expect(await code('carpool', { pointsCoefficient: 2 })).toBe('city_setting_not_in_kind');
    expect(await code('city-limits', { pointsCoefficient: 0 })).toBe('validation_failed');
    expect(await code('city-limits', { pointsCoefficient: -3 })).toBe('validation_failed');
    expect(await code('city-limits', { pointsCoefficient: 'dix' })).toBe('validation_failed');
    expect(await code('citizen-limits', { maxDailyManualTrips: 1.5 })).toBe('validation_failed');
    expect(await code('admin-emails', { reportAdminEmails: ['pas une adresse'] })).toBe('validation_failed');
    expect(await code('carpool', { unknownField: 1 })).toBe('validation_failed');
    expect((await patch('no-such-kind', { pointsCoefficient: 2 })).statusCode).toBe(400);
  });

  it('keeps every field when saves of different fields race', async () => {
    const responses = await Promise.all([
      patch('citizen-limits', { maxDailyManualTrips: 3 }),
      patch('citizen-limits', { maxChallengesPerUser: { value: 4, period: 'week' } }),
      patch('carpool', { driverDetourMinutes: 25 }),
      patch('carpool', { riderDetourMinutes: 7 }),
      patch('control-points', { controlPointCoefficient: 1.25 }),
      patch('city-limits', { daysBeforeOrdersExpire: 45 }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const data = (await send('GET', url())).json().data;
    expect(data['citizen-limits']).toMatchObject({
      maxDailyManualTrips: 3,
      maxChallengesPerUser: { value: 4, period: 'week' },
    });
    expect(data.carpool).toMatchObject({ driverDetourMinutes: 25, riderDetourMinutes: 7 });
    expect(data['control-points'].controlPointCoefficient).toBe(1.25);
    expect(data['city-limits'].daysBeforeOrdersExpire).toBe(45);
    const history = (await send('GET', `${url()}/history?pageSize=100`)).json();
    expect(history.data.map((change: { field: string }) => change.field)).toEqual(
      expect.arrayContaining([
        'maxDailyManualTrips',
        'maxChallengesPerUser',
        'driverDetourMinutes',
        'riderDetourMinutes',
      ]),
    );
  });

  it('lets an organisation read the settings that apply to it, never change them nor read the history', async () => {
    const read = await send('GET', url(), undefined, suite.tokens.organisation);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toHaveProperty('city-limits');
    expect(read.json().data).not.toHaveProperty('admin-emails');
    expect((await patch('city-limits', { pointsCoefficient: 3 }, suite.tokens.organisation)).statusCode).toBe(403);
    expect((await send('GET', `${url()}/history`, undefined, suite.tokens.organisation)).statusCode).toBe(403);
    expect((await send('GET', url(), undefined, suite.tokens.participant)).statusCode).toBe(403);
  });

  it('rates the trips posted after a change with it: coefficient, points per group of modes, control points', async () => {
    await patch('city-limits', { pointsCoefficient: 10 });
    expect(await tripPoints()).toBe(21);
    await patch('city-limits', { pointsCoefficient: 20 });
    expect(await tripPoints()).toBe(42);
    await patch('city-limits', { maxPointsPerTrip: { active: 30, collective: null, other: null } });
    expect(await tripPoints('bike')).toBe(30);
    expect(await tripPoints('bus')).toBe(42);
    await patch('city-limits', { maxPointsPerTrip: { active: null, collective: null, other: null } });

    await patch('control-points', { controlPointsEnabled: true });
    await patch('control-points', { pointsOnlyWithControlPoints: true });
    expect(await tripPoints()).toBe(0);
    const programme = await send('GET', '/api/app/v2/programme', undefined, suite.tokens.participant);
    expect(programme.statusCode).toBe(200);
    expect(programme.json().data).toMatchObject({
      pointsCoefficient: 20,
      maxPointsPerTrip: { active: null, collective: null, other: null },
      maxDailyManualTrips: 3,
      organisationLimits: {},
      controlPoints: { enabled: true, pointsOnlyWithControlPoints: true, required: 2, declared: [], satisfied: false },
    });
    await suite.database.db.insert(participantControlPoints).values([
      { participantId: suite.world.participant.id, kind: 'home', address: '1 rue du Test' },
      { participantId: suite.world.participant.id, kind: 'work', address: '2 rue du Test' },
    ]);
    expect(await tripPoints()).toBe(42);
    const after = (await send('GET', '/api/app/v2/programme', undefined, suite.tokens.participant)).json().data;
    expect(after.controlPoints).toMatchObject({ satisfied: true });
    expect(after.controlPoints.declared.sort()).toEqual(['home', 'work']);
    await patch('control-points', { controlPointsEnabled: false });
  });

  it("applies the city's purchases per period and per product, and its challenges per participant", async () => {
    const buyer = await createFundedParticipant(suite.database.db, suite.world, 5000);
    const spend = (product: Awaited<ReturnType<typeof createShopProduct>>, key: string, at: string) =>
      spendGreenpoints(suite.database.db, buyer.id, spendBody(product), `${kind}-${key}`, new Date(at));
    await patch('citizen-limits', { maxTransactionsPerProduct: 1 });
    const coffee = await createShopProduct(suite.database.db, suite.world);
    expect((await spend(coffee, 'coffee-1', '2026-03-02T15:00:00Z')).status).toBe(200);
    const again = await spend(coffee, 'coffee-2', '2026-09-02T15:00:00Z');
    expect(again.body).toMatchObject({ error: { code: 'transactions_limit_reached' } });

    await patch('citizen-limits', { maxTransactionsPerProduct: null });
    await patch('citizen-limits', { maxTransactionsPerPeriod: { value: 1, period: 'day' } });
    const [tea, cake] = [
      await createShopProduct(suite.database.db, suite.world),
      await createShopProduct(suite.database.db, suite.world),
    ];
    expect((await spend(tea, 'tea', '2026-10-01T15:00:00Z')).status).toBe(200);
    expect((await spend(cake, 'cake-1', '2026-10-01T16:00:00Z')).body).toMatchObject({
      error: { code: 'transactions_limit_reached' },
    });
    expect((await spend(cake, 'cake-2', '2026-10-02T15:00:00Z')).status).toBe(200);
    await patch('citizen-limits', { maxTransactionsPerPeriod: null });

    await patch('citizen-limits', { maxChallengesPerUser: { value: 0, period: 'month' } });
    const join = await suite.app.inject({
      method: 'POST',
      url: `/api/app/v2/challenges/${suite.world.cityChallenge.id}/join`,
      headers: bearer(suite.tokens.participant),
    });
    expect(join.statusCode).toBe(409);
    expect(join.json().error.code).toBe('challenge_limit_reached');
    await patch('citizen-limits', { maxChallengesPerUser: null });
  });

  it("shows the city admin its programme's overview, and nobody else", async () => {
    const overview = await send('GET', `/api/cities/${suite.world.city.id}/overview`);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().data).toMatchObject({
      admins: [expect.objectContaining({ email: suite.world.emails.city, role: 'admin' })],
      organisations: [
        expect.objectContaining({
          id: suite.world.organisation.id,
          employeesCount: 42,
          participantsCount: expect.any(Number),
        }),
      ],
      totals: { merchants: 1, stores: 1, participants: expect.any(Number), products: expect.any(Number) },
    });
    const organisation = await send(
      'GET',
      `/api/cities/${suite.world.city.id}/overview`,
      undefined,
      suite.tokens.organisation,
    );
    expect(organisation.statusCode).toBe(403);
  });
});
