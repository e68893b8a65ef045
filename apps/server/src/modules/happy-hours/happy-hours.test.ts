import { eq } from 'drizzle-orm';
import { happyHourApplies, instantToLocalDateTime, localDateTimeToInstant } from '@mobiverte/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities, happyHours } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createOtherOrganisation } from '../../test/test-world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)('happy hours on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Happy', ['city', 'organisation', 'external', 'participant']);
  let otherOrganisationId: string;
  let counter = 0;

  beforeAll(async () => {
    const other = await createOtherOrganisation(suite.database.db, suite.world.city.id, `happy.${kind}`);
    otherOrganisationId = other.id;
  });

  /** A window of `hours` starting `offsetHours` from now. */
  const window = (offsetHours: number, hours = 2) => {
    const start = Date.now() + offsetHours * HOUR;
    return { startAt: new Date(start).toISOString(), endAt: new Date(start + hours * HOUR).toISOString() };
  };
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Heure verte',
    ...window(240),
    multiplier: 2,
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, token = suite.tokens.city) =>
    suite.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const create = (payload: object, token = suite.tokens.city) => send('POST', '/api/happy-hours', payload, token);

  it('plans, lists in order with their state, changes and deletes a happy hour', async () => {
    const later = await create(body({ name: 'Plus tard', ...window(300) }));
    const created = await create(
      body({ name: 'Matin vert', activityTypes: ['bike', 'walk'], organisationId: suite.world.organisation.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      id: expect.any(String),
      name: 'Matin vert',
      multiplier: 2,
      activityTypes: ['bike', 'walk'],
      organisationId: suite.world.organisation.id,
      organisationName: suite.world.organisation.name,
      state: 'upcoming',
    });
    const id = created.json().data.id as string;
    const range = `from=${encodeURIComponent(window(200).startAt)}&to=${encodeURIComponent(window(400).startAt)}`;
    const list = await send('GET', `/api/happy-hours?${range}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().timeZone).toBe('America/New_York');
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Matin vert', 'Plus tard']);
    const changed = await send('PUT', `/api/happy-hours/${id}`, body({ name: 'Matin très vert', multiplier: 2.5 }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Matin très vert', multiplier: 2.5, activityTypes: null });
    expect((await send('DELETE', `/api/happy-hours/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/happy-hours/${later.json().data.id}`)).statusCode).toBe(204);
    const after = await send('GET', `/api/happy-hours?${range}`);
    expect(after.json().data).toEqual([]);
  });

  it('refuses an overlap of intersecting scope, naming the other one; disjoint organisations or modes pass', async () => {
    const first = await create(body({ name: 'Vélo du midi', ...window(400), activityTypes: ['bike'] }));
    expect(first.statusCode).toBe(201);
    const overlap = await create(body({ name: 'Tout mode', ...window(401) }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toMatchObject({ code: 'happy_hour_overlap' });
    expect(overlap.json().error.message).toContain('Vélo du midi');
    const otherModes = await create(body({ name: 'Marche', ...window(401), activityTypes: ['walk'] }));
    expect(otherModes.statusCode).toBe(201);
    const own = await create(
      body({ name: 'Organisation', ...window(500), organisationId: suite.world.organisation.id }),
    );
    const other = await create(body({ name: 'Autre', ...window(500), organisationId: otherOrganisationId }));
    expect([own.statusCode, other.statusCode]).toEqual([201, 201]);
    const cityWide = await create(body({ name: 'Ville entière', ...window(501) }));
    expect(cityWide.statusCode).toBe(409);
    // Moving one onto another is refused the same way.
    const moved = await send('PUT', `/api/happy-hours/${otherModes.json().data.id}`, body({ ...window(400) }));
    expect(moved.json().error.code).toBe('happy_hour_overlap');
  });

  it('lets exactly one of concurrent overlapping plans win', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(body({ name: `Course ${index}`, ...window(600) }))),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('checks the scope: an organisation of the city, a branch of that organisation', async () => {
    const branchAlone = await create(body({ ...window(700), branchId: suite.world.branch.id }));
    expect(branchAlone.statusCode).toBe(400);
    const wrongBranch = await create(
      body({ ...window(700), organisationId: otherOrganisationId, branchId: suite.world.branch.id }),
    );
    expect(wrongBranch.statusCode).toBe(400);
    expect(wrongBranch.json().error.details[0].path).toBe('branchId');
    const unknown = await create(body({ ...window(700), organisationId: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    const tooBig = await create(body({ ...window(700), multiplier: 11 }));
    expect(tooBig.statusCode).toBe(400);
    const ended = await create(body({ ...window(-5) }));
    expect(ended.statusCode).toBe(400);
  });

  it('keeps writes to the city: organisations read what applies to them, co-admins and participants cannot plan', async () => {
    expect((await create(body({ ...window(800) }), suite.tokens.organisation)).statusCode).toBe(403);
    expect((await create(body({ ...window(800) }), suite.tokens.external)).statusCode).toBe(403);
    expect((await create(body({ ...window(800) }), suite.tokens.participant)).statusCode).toBe(403);
    const list = await send('GET', '/api/happy-hours', undefined, suite.tokens.organisation);
    expect(list.statusCode).toBe(200);
    const organisations = new Set(list.json().data.map((row: { organisationId: string | null }) => row.organisationId));
    expect(organisations.has(otherOrganisationId)).toBe(false);
    expect(organisations.has(suite.world.organisation.id)).toBe(true);
    expect(organisations.has(null)).toBe(true);
  });

  it('keeps a past happy hour read-only and lets a current one only move its end', async () => {
    const [past] = await suite.database.db
      .insert(happyHours)
      .values({
        cityId: suite.world.city.id,
        name: 'Passée',
        startsAt: new Date(Date.now() - 30 * DAY),
        endsAt: new Date(Date.now() - 30 * DAY + 2 * HOUR),
        multiplier: '2',
      })
      .returning();
    const put = await send('PUT', `/api/happy-hours/${past!.id}`, body());
    expect(put.statusCode).toBe(409);
    expect(put.json().error.code).toBe('happy_hour_past');
    expect((await send('DELETE', `/api/happy-hours/${past!.id}`)).json().error.code).toBe('happy_hour_past');
    const current = window(-10 * 24, 24 * 20);
    const now = await create(body({ name: 'En cours', ...current, activityTypes: ['skate'] }));
    expect(now.json().data.state).toBe('current');
    const id = now.json().data.id;
    const longer = {
      name: 'En cours',
      ...current,
      endAt: window(0, 24 * 12).endAt,
      activityTypes: ['skate'],
      multiplier: 2,
    };
    expect((await send('PUT', `/api/happy-hours/${id}`, longer)).statusCode).toBe(200);
    const stronger = await send('PUT', `/api/happy-hours/${id}`, { ...longer, multiplier: 3 });
    expect(stronger.json().error.code).toBe('happy_hour_past');
    expect((await send('DELETE', `/api/happy-hours/${id}`)).json().error.code).toBe('happy_hour_past');
  });

  describe('trips', () => {
    /** A bike or walk trip of 5 km that started `minutesAgo` minutes ago and lasted 20 minutes. */
    const trip = (minutesAgo: number, activityType = 'bike') => {
      const start = Date.now() - minutesAgo * 60_000;
      const distance = activityType === 'walk' ? 1500 : 5000;
      return {
        id: `happy-trip-${++counter}`,
        activityType,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 20 * 60_000).toISOString(),
        distance,
        geometry: eastboundGeometry(distance),
        source: 'app',
      };
    };
    const post = async (...trips: object[]) => {
      const response = await send('POST', '/api/app/v2/sessions', trips, suite.tokens.participant);
      expect(response.statusCode).toBe(200);
      return response.json().data as { status: string; greenpoints: number }[];
    };

    it('credits the multiplied points to a trip of its modes during it, not to another mode or organisation', async () => {
      // Current now, for walking, city-wide; and one for bikes of another organisation.
      expect(
        (await create(body({ name: 'Marche x3', ...window(-3, 4), activityTypes: ['walk'], multiplier: 3 })))
          .statusCode,
      ).toBe(201);
      const elsewhere = await create(
        body({
          name: 'Autre x5',
          ...window(-3, 4),
          activityTypes: ['bike'],
          organisationId: otherOrganisationId,
          multiplier: 5,
        }),
      );
      expect(elsewhere.statusCode).toBe(201);
      const [walkBefore, bikeBefore] = await post(trip(6 * 60, 'walk'), trip(5 * 60, 'bike'));
      const [walkDuring, bikeDuring] = await post(trip(120, 'walk'), trip(60, 'bike'));
      expect(walkBefore!.status).toBe('counted');
      expect(walkDuring!.greenpoints).toBeGreaterThanOrEqual(3 * walkBefore!.greenpoints - 2);
      expect(walkDuring!.greenpoints).toBeLessThanOrEqual(3 * walkBefore!.greenpoints + 2);
      expect(bikeDuring!.greenpoints).toBe(bikeBefore!.greenpoints);
      const mine = await send('GET', '/api/app/v2/happy-hours', undefined, suite.tokens.participant);
      expect(mine.statusCode).toBe(200);
      const names = mine.json().data.map((row: { name: string }) => row.name);
      expect(names).toContain('Marche x3');
      expect(names).not.toContain('Autre x5');
      expect(names).not.toContain('Passée');
    });
  });

  it('keeps the local evening hours across the November change of daylight-saving time (America/Toronto)', async () => {
    await suite.database.db
      .update(cities)
      .set({ timezone: 'America/Toronto' })
      .where(eq(cities.id, suite.world.city.id));
    // 2027-11-07 is the first Sunday of November: from Saturday 18:00 to Sunday 21:00, local time.
    const startAt = localDateTimeToInstant('2027-11-06T18:00', 'America/Toronto');
    const endAt = localDateTimeToInstant('2027-11-07T21:00', 'America/Toronto');
    expect([startAt, endAt]).toEqual(['2027-11-06T22:00:00.000Z', '2027-11-08T02:00:00.000Z']);
    const created = await create(body({ name: 'Fin de semaine', startAt, endAt }));
    expect(created.statusCode).toBe(201);
    const list = await send('GET', `/api/happy-hours?from=2027-11-01T00:00:00Z&to=2027-11-10T00:00:00Z`);
    expect(list.json().timeZone).toBe('America/Toronto');
    const [stored] = list.json().data;
    expect(instantToLocalDateTime(stored.startAt, list.json().timeZone)).toBe('2027-11-06T18:00');
    expect(instantToLocalDateTime(stored.endAt, list.json().timeZone)).toBe('2027-11-07T21:00');
    const tripAt = (local: string) => ({
      startTime: new Date(localDateTimeToInstant(local, 'America/Toronto')),
      activityType: 'bike',
      organisationId: null,
      branchId: null,
    });
    const scope = { ...stored, organisationId: null, branchId: null };
    expect(happyHourApplies(scope, tripAt('2027-11-07T20:59'))).toBe(true);
    expect(happyHourApplies(scope, tripAt('2027-11-07T21:00'))).toBe(false);
    expect(happyHourApplies(scope, tripAt('2027-11-06T17:59'))).toBe(false);
  });
});
