import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carpoolMatches, carpoolRequests, citySettings } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer, signIn } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, createTenancyParticipant } from '../../test/test-world.ts';
import { recurringCarpoolEvent } from './carpool-events.fixtures.ts';

const event = recurringCarpoolEvent({ name: 'Covoiturage de l’usine' });

/** Departure points of the cell 48.045–48.06 × -0.76–-0.74 (A) and of the cell 48.075–48.09 × -0.72–-0.70 (B). */
const IN_A = [
  { areaLat: 48.0512, areaLng: -0.7512 },
  { areaLat: 48.0523, areaLng: -0.7421 },
  { areaLat: 48.0534, areaLng: -0.7588 },
  { areaLat: 48.0546, areaLng: -0.7466 },
];
const IN_B = [
  { areaLat: 48.0812, areaLng: -0.7013 },
  { areaLat: 48.0837, areaLng: -0.7087 },
];

describe.each(TEST_DATABASES)('the carpool event map on %s', (kind) => {
  const suite = setUpTenancyApp(kind, `CarpoolMap-${kind}`, ['city', 'organisation']);
  const get = (url: string, token = suite.tokens.organisation) =>
    suite.app.inject({ method: 'GET', url, headers: bearer(token) });
  let eventId: string;

  beforeAll(async () => {
    const { db } = suite.database;
    await db
      .insert(citySettings)
      .values({ cityId: suite.world.city.id, mapMinParticipants: 3 })
      .onConflictDoUpdate({ target: citySettings.cityId, set: { mapMinParticipants: 3 } });
    const created = await suite.app.inject({
      method: 'POST',
      url: '/api/carpool-events',
      headers: bearer(suite.tokens.organisation),
      payload: event,
    });
    eventId = created.json().data.id as string;
    const people = await Promise.all(
      ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'gone'].map((name) =>
        createTenancyParticipant(db, suite.world, `cpmap-${name}-${kind}`),
      ),
    );
    const request = (
      participant: number,
      role: 'driver' | 'rider' | 'both',
      area: (typeof IN_A)[number],
      day = '2027-01-04',
    ) => ({
      eventId,
      occurrenceDate: day,
      participantId: people[participant]!,
      role,
      seats: role === 'rider' ? null : 3,
      areaRadiusM: 800,
      ...area,
    });
    const rows = await db
      .insert(carpoolRequests)
      .values([
        request(0, 'driver', IN_A[0]!),
        request(0, 'driver', IN_A[0]!, '2027-01-07'),
        request(1, 'rider', IN_A[1]!),
        request(2, 'both', IN_A[2]!),
        request(3, 'rider', IN_A[3]!),
        request(4, 'rider', IN_B[0]!),
        request(5, 'driver', IN_B[1]!),
        { ...request(6, 'rider', IN_B[0]!), status: 'deleted' as const },
      ])
      .returning();
    const match = (driver: number, rider: number, status: 'accepted' | 'processing' | 'rejected') => ({
      eventId,
      occurrenceDate: '2027-01-04',
      driverRequestId: rows[driver]!.id,
      riderRequestId: rows[rider]!.id,
      status,
      meetLat: rows[rider]!.areaLat,
      meetLng: rows[rider]!.areaLng,
      detourMinutes: 4,
    });
    await db
      .insert(carpoolMatches)
      .values([match(0, 2, 'accepted'), match(3, 4, 'processing'), match(0, 3, 'accepted'), match(6, 5, 'accepted')]);
  });

  it('answers the destination, the areas by role and the meeting cells, hiding those under the threshold', async () => {
    const response = await get(`/api/carpool-events/${eventId}/map`);
    expect(response.statusCode).toBe(200);
    const map = response.json().data;
    expect(map.destination).toEqual({ lat: 48.07, lng: -0.77, name: '12 rue de la Paix, Laval' });
    expect(map.threshold).toBe(3);
    // Cell A: four participants (one of them twice, counted once), two drivers (one as both), three riders.
    expect(map.areas).toEqual([
      expect.objectContaining({ role: 'both', count: 4, drivers: 2, riders: 3, centre: { lat: 48.0525, lng: -0.75 } }),
    ]);
    expect(map.areas[0].ring).toHaveLength(5);
    // Cell B holds two participants (the removed request left out): under the threshold, only counted.
    expect(map.hiddenAreas).toBe(1);
    expect(map.meetingPoints).toEqual([
      // Three riders meet in A (one of them drives in another match); one in B.
      expect.objectContaining({ matches: 3, participants: 3, centre: { lat: 48.0525, lng: -0.75 } }),
    ]);
    expect(map.hiddenMeetingPoints).toBe(1);
    expect(map.styleUrl).toBeNull();
  });

  it('never sends a departure point', async () => {
    const body = (await get(`/api/carpool-events/${eventId}/map`, suite.tokens.city)).body;
    for (const point of [...IN_A, ...IN_B]) {
      expect(body).not.toContain(String(point.areaLat));
      expect(body).not.toContain(String(point.areaLng));
    }
  });

  it('shows nothing under a higher threshold, and answers 404 to another organisation and 400 to a bad id', async () => {
    const { db } = suite.database;
    const ofCity = eq(citySettings.cityId, suite.world.city.id);
    await db.update(citySettings).set({ mapMinParticipants: 5 }).where(ofCity);
    const strict = (await get(`/api/carpool-events/${eventId}/map`)).json().data;
    expect(strict).toMatchObject({
      areas: [],
      meetingPoints: [],
      hiddenAreas: 2,
      hiddenMeetingPoints: 2,
      threshold: 5,
    });
    await db.update(citySettings).set({ mapMinParticipants: 3 }).where(ofCity);

    const other = await createTenancy(db, `Elsewhere-${kind}`);
    const otherToken = await signIn(suite.app, other.emails.organisation);
    const foreign = await get(`/api/carpool-events/${eventId}/map`, otherToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await get('/api/carpool-events/not-an-id/map')).statusCode).toBe(400);
  });
});
