import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { carpoolEvents, carpoolMatches, carpoolRequests, citySettings } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer, signIn } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, createTenancyParticipant, type Tenancy } from '../../test/test-world.ts';

/** Meet points in the grid cell 48.045–48.06 × -0.76–-0.74 (A) and in the cell 48.075–48.09 × -0.72–-0.70 (B). */
const IN_A = [
  { lat: 48.0512, lng: -0.7512 },
  { lat: 48.0523, lng: -0.7421 },
  { lat: 48.0534, lng: -0.7588 },
  { lat: 48.0546, lng: -0.7466 },
  { lat: 48.0557, lng: -0.7533 },
];
const IN_B = [
  { lat: 48.0812, lng: -0.7013 },
  { lat: 48.0837, lng: -0.7087 },
  { lat: 48.0851, lng: -0.7144 },
];
const CELL_A = { cell: '3203:-38', centre: { lat: 48.0525, lng: -0.75 } };
const CELL_B = { cell: '3205:-36', centre: { lat: 48.0825, lng: -0.71 } };
const january = { startDate: '2027-01-01', endDate: '2027-01-31' };

type Meeting = { rider: string; driver: string; at: { lat: number; lng: number }; day: string; status?: string };

/** An event of the tenancy (of its organisation, or city-wide) whose matches meet where `meetings` say. */
async function createEventWithMeetings(db: Db, world: Tenancy, organisationId: string | null, meetings: Meeting[]) {
  const [event] = await db
    .insert(carpoolEvents)
    .values({ cityId: world.city.id, organisationId, name: 'Covoiturage', frequency: 'recurring', days: ['mon'] })
    .returning();
  for (const meeting of meetings) {
    const request = (participantId: string, role: 'driver' | 'rider') => ({
      eventId: event!.id,
      occurrenceDate: meeting.day,
      participantId,
      role,
      seats: role === 'driver' ? 3 : null,
      areaLat: meeting.at.lat,
      areaLng: meeting.at.lng,
      areaRadiusM: 800,
    });
    // A driver meets several riders on a day with one request.
    await db.insert(carpoolRequests).values(request(meeting.driver, 'driver')).onConflictDoNothing();
    const [driverRequest] = await db
      .select()
      .from(carpoolRequests)
      .where(
        and(
          eq(carpoolRequests.eventId, event!.id),
          eq(carpoolRequests.occurrenceDate, meeting.day),
          eq(carpoolRequests.participantId, meeting.driver),
        ),
      );
    const [rider] = await db.insert(carpoolRequests).values(request(meeting.rider, 'rider')).returning();
    await db.insert(carpoolMatches).values({
      eventId: event!.id,
      occurrenceDate: meeting.day,
      driverRequestId: driverRequest!.id,
      riderRequestId: rider!.id,
      status: (meeting.status ?? 'accepted') as 'accepted',
      meetLat: meeting.at.lat,
      meetLng: meeting.at.lng,
      detourMinutes: 4,
    });
  }
  return event!.id;
}

describe.each(TEST_DATABASES)('the maps’ carpool meeting points on %s', (kind) => {
  const suite = setUpTenancyApp(kind, `Rencontres-${kind}`, ['city', 'organisation']);
  let other: Tenancy;
  let otherTokens: { city: string; organisation: string };

  const get = (query: Record<string, string>, token = suite.tokens.city) =>
    suite.app.inject({
      method: 'GET',
      url: `/api/maps/carpool-meeting-points?${new URLSearchParams(query)}`,
      headers: bearer(token),
    });
  const setThreshold = (db: Db, cityId: string, threshold: number) =>
    db
      .insert(citySettings)
      .values({ cityId, mapMinParticipants: threshold })
      .onConflictDoUpdate({ target: citySettings.cityId, set: { mapMinParticipants: threshold } });

  beforeAll(async () => {
    const { db } = suite.database;
    const world = suite.world;
    await setThreshold(db, world.city.id, 3);
    const people = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createTenancyParticipant(db, world, `meet-${index}-${kind}`)),
    );
    const [d1, d2, r1, r2, r3, r4, r5, r6, r7, r8] = people as [string, ...string[]];
    // The organisation's event: three riders meet in A (one of them twice), two in B, a declined proposal in A,
    // and a fourth rider in A in February.
    await createEventWithMeetings(db, world, world.organisation.id, [
      { rider: r1!, driver: d1, at: IN_A[0]!, day: '2027-01-04' },
      { rider: r2!, driver: d1, at: IN_A[1]!, day: '2027-01-04' },
      { rider: r3!, driver: d2!, at: IN_A[2]!, day: '2027-01-04' },
      { rider: r1!, driver: d2!, at: IN_A[0]!, day: '2027-01-11' },
      { rider: r8!, driver: d1, at: IN_A[3]!, day: '2027-01-11', status: 'declined' },
      { rider: r4!, driver: d1, at: IN_B[0]!, day: '2027-01-18' },
      { rider: r5!, driver: d1, at: IN_B[1]!, day: '2027-01-18' },
      { rider: r7!, driver: d2!, at: IN_A[4]!, day: '2027-02-08' },
    ]);
    // A city-wide event: a third rider in B.
    await createEventWithMeetings(db, world, null, [{ rider: r6!, driver: d2!, at: IN_B[2]!, day: '2027-01-20' }]);

    other = await createTenancy(db, `Ailleurs-${kind}`);
    await setThreshold(db, other.city.id, 3);
    const strangers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => createTenancyParticipant(db, other, `stranger-${index}-${kind}`)),
    );
    await createEventWithMeetings(
      db,
      other,
      other.organisation.id,
      strangers.slice(1).map((rider, index) => ({ rider, driver: strangers[0]!, at: IN_A[index]!, day: '2027-01-04' })),
    );
    otherTokens = {
      city: await signIn(suite.app, other.emails.city),
      organisation: await signIn(suite.app, other.emails.organisation),
    };
  }, 120_000);

  it('gives the organisation its events’ meeting cells, those under the threshold only counted', async () => {
    const response = await get({ organisationId: suite.world.organisation.id, ...january }, suite.tokens.organisation);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    // A: three distinct riders (r1 twice), two drivers, the declined proposal and February's match left out.
    expect(data).toEqual({
      minParticipants: 3,
      cells: [{ ...CELL_A, ring: expect.any(Array), events: 1, matches: 4, riders: 3, drivers: 2 }],
      suppressedCells: 1,
    });
    expect(data.cells[0].ring).toHaveLength(5);
  });

  it('gives the city every event of the city, and counts the events meeting in a cell', async () => {
    const response = await get({ cityId: suite.world.city.id, ...january });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    // B reaches the threshold with the city-wide event’s rider; the other city's riders in A never count.
    expect(data.cells).toEqual([
      expect.objectContaining({ ...CELL_A, events: 1, matches: 4, riders: 3, drivers: 2 }),
      expect.objectContaining({ ...CELL_B, events: 2, matches: 3, riders: 3, drivers: 2 }),
    ]);
    expect(data.suppressedCells).toBe(0);
    // The city's admin reads one of its organisations too.
    const organisation = await get({ organisationId: suite.world.organisation.id, ...january });
    expect(organisation.json().data.cells).toHaveLength(1);
    // February's rider joins A over two months.
    const twoMonths = await get({ cityId: suite.world.city.id, startDate: '2027-01-01', endDate: '2027-02-28' });
    expect(twoMonths.json().data.cells[0]).toMatchObject({ cell: CELL_A.cell, riders: 4, matches: 5 });
  });

  it('hides every cell under a higher threshold, and never sends a meet point', async () => {
    const { db } = suite.database;
    await setThreshold(db, suite.world.city.id, 4);
    const strict = await get({ cityId: suite.world.city.id, ...january });
    expect(strict.json().data).toEqual({ minParticipants: 4, cells: [], suppressedCells: 2 });
    await setThreshold(db, suite.world.city.id, 3);
    const body = (await get({ cityId: suite.world.city.id, startDate: '2027-01-01', endDate: '2027-02-28' })).body;
    for (const point of [...IN_A, ...IN_B]) {
      expect(body).not.toContain(String(point.lat));
      expect(body).not.toContain(String(point.lng));
    }
  });

  it('refuses another city’s and another organisation’s meeting points', async () => {
    const organisation = suite.tokens.organisation;
    const statuses = await Promise.all([
      get({ cityId: other.city.id, ...january }),
      get({ organisationId: other.organisation.id, ...january }),
      get({ cityId: suite.world.city.id, ...january }, organisation),
      get({ organisationId: other.organisation.id, ...january }, organisation),
      get({ cityId: suite.world.city.id, ...january }, otherTokens.city),
      get({ organisationId: suite.world.organisation.id, ...january }, otherTokens.organisation),
    ]);
    for (const response of statuses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    // The other city sees its own riders in A, none of ours.
    const theirs = await get({ cityId: other.city.id, ...january }, otherTokens.city);
    expect(theirs.json().data.cells).toEqual([expect.objectContaining({ cell: CELL_A.cell, riders: 3, events: 1 })]);
  });

  it('answers 400 in the product’s shape for bad input', async () => {
    const bad = async (query: Record<string, string>, code: string) => {
      const response = await get(query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code, status: 400 });
    };
    const city = { cityId: suite.world.city.id };
    await bad({ ...city, startDate: '2026-01-01', endDate: '2027-01-31' }, 'map_range_too_long');
    await bad({ ...city, startDate: '2027-01-31', endDate: '2027-01-01' }, 'end_before_start');
    await bad({ ...city, startDate: '2027-01-01', endDate: 'demain' }, 'validation_failed');
    await bad({ ...january }, 'validation_failed');
    await bad({ ...city, organisationId: suite.world.organisation.id, ...january }, 'validation_failed');
    await bad({ cityId: 'not-a-city', ...january }, 'validation_failed');
  });
});
