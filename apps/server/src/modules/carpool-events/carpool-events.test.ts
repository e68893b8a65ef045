import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@mobiverte/contracts';
import { eq } from 'drizzle-orm';
import { carpoolMatches, carpoolRequests } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancyParticipant } from '../../test/test-world.ts';
import { recurringCarpoolEvent } from './carpool-events.fixtures.ts';
import { expireCarpoolOccurrencesBefore } from './carpool-occurrence.service.ts';

const recurring = recurringCarpoolEvent({ endDate: '2027-06-30', requiresValidation: true });

describe.each(TEST_DATABASES)('carpool events of the dashboard on %s', (kind) => {
  const suite = setUpTenancyApp(kind, `Carpool-${kind}`, ['city', 'organisation']);
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = suite.tokens.organisation) =>
    suite.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('creates a recurring event of the organisation, edits it, pauses, reopens and closes it', async () => {
    const created = await send('POST', '/api/carpool-events', recurring);
    expect(created.statusCode).toBe(201);
    const event = created.json().data;
    expect(event).toMatchObject({
      id: expect.any(String),
      state: 'open',
      requiresValidation: true,
      organisationId: suite.world.organisation.id,
      address: '12 rue de la Paix, Laval',
      days: ['mon', 'thu'],
    });
    const list = await send('GET', '/api/carpool-events', undefined, suite.tokens.city);
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(event.id);

    const toBranch = await send('PUT', `/api/carpool-events/${event.id}`, {
      ...recurring,
      destination: { branchId: suite.world.branch.id },
    });
    expect(toBranch.statusCode).toBe(200);
    expect(toBranch.json().data).toMatchObject({ branchId: suite.world.branch.id, address: suite.world.branch.name });

    expect((await send('POST', `/api/carpool-events/${event.id}/pause`)).json().data.state).toBe('paused');
    expect((await send('POST', `/api/carpool-events/${event.id}/open`)).json().data.state).toBe('open');
    expect((await send('POST', `/api/carpool-events/${event.id}/close`)).json().data.state).toBe('closed');
    const reopened = await send('POST', `/api/carpool-events/${event.id}/open`);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().error.code).toBe('carpool_event_closed');
    expect((await send('PUT', `/api/carpool-events/${event.id}`, recurring)).json().error.code).toBe(
      'carpool_event_closed',
    );
  });

  it('lets a city create a one-off event of the city, and refuses bad schedules and foreign branches', async () => {
    const once = {
      ...recurring,
      frequency: 'once',
      days: undefined,
      date: '2027-01-07',
      meetingTime: { thu: '07:30' },
    };
    const created = await send('POST', '/api/carpool-events', once, suite.tokens.city);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ organisationId: null, frequency: 'once', days: ['thu'] });

    const badTime = await send('POST', '/api/carpool-events', {
      ...recurring,
      meetingTime: { mon: '8h', thu: '08:30' },
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.code).toBe('validation_failed');
    const noDays = await send('POST', '/api/carpool-events', { ...recurring, days: [] });
    expect(noDays.json().error.details.map((detail: { path: string }) => detail.path)).toContain('days');
    const cityBranch = await send(
      'POST',
      '/api/carpool-events',
      { ...recurring, destination: { branchId: suite.world.branch.id } },
      suite.tokens.city,
    );
    expect(cityBranch.statusCode).toBe(400);
    expect(cityBranch.json().error.code).toBe('carpool_branch_not_owned');
  });

  describe('its requests and matches', () => {
    let eventId: string;
    let matchId: string;
    beforeAll(async () => {
      eventId = (await send('POST', '/api/carpool-events', recurring)).json().data.id as string;
      const { db } = suite.database;
      const driverId = await createTenancyParticipant(db, suite.world, `cp-driver-${kind}`);
      const riderId = await createTenancyParticipant(db, suite.world, `cp-rider-${kind}`);
      const area = { areaLat: 48.05, areaLng: -0.75, areaRadiusM: 800 };
      const [driver, rider] = await db
        .insert(carpoolRequests)
        .values([
          { eventId, occurrenceDate: '2027-01-04', participantId: driverId, role: 'driver', seats: 2, ...area },
          { eventId, occurrenceDate: '2027-01-04', participantId: riderId, role: 'rider', ...area },
        ])
        .returning();
      const [match] = await db
        .insert(carpoolMatches)
        .values({
          eventId,
          occurrenceDate: '2027-01-04',
          driverRequestId: driver!.id,
          riderRequestId: rider!.id,
          status: 'active',
          detourMinutes: 4,
        })
        .returning();
      matchId = match!.id;
    });

    it('lists them sorted and paged, and validates a match on hold, which confirms both requests', async () => {
      const requests = await send('GET', `/api/carpool-events/${eventId}/requests?sort=role&order=asc&pageSize=1`);
      expect(requests.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, data: [{ role: 'driver' }] });
      const permit = await send('POST', `/api/carpool-events/${eventId}/matches/${matchId}/permit`, { granted: true });
      expect(permit.json().data.parkingPermit).toBe(true);
      const validated = await send('POST', `/api/carpool-events/${eventId}/matches/${matchId}/validate`);
      expect(validated.statusCode).toBe(200);
      expect(validated.json().data).toMatchObject({ status: 'accepted', validatedAt: expect.any(String) });
      const statuses = await send('GET', `/api/carpool-events/${eventId}/requests`);
      expect(statuses.json().data.map((row: { status: string }) => row.status)).toEqual(['accepted', 'accepted']);
      const rejected = await send('POST', `/api/carpool-events/${eventId}/matches/${matchId}/reject`);
      expect(rejected.statusCode).toBe(409);
      expect(rejected.json().error.code).toBe('carpool_invalid_transition');
      const matches = await send('GET', `/api/carpool-events/${eventId}/matches?status=accepted`);
      expect(matches.json().data).toMatchObject([{ id: matchId, driverName: `Test cp-driver-${kind}` }]);
    });

    it('cancels the live requests and matches when the event closes, with the reason', async () => {
      await send('POST', `/api/carpool-events/${eventId}/close`);
      expect((await send('GET', `/api/carpool-events/${eventId}/matches`)).json().data).toEqual([]);
      const matches = await send('GET', `/api/carpool-events/${eventId}/matches?group=ended`);
      expect(matches.json().data).toMatchObject([{ status: 'cancelled', statusReason: 'event_closed' }]);
      const requests = await send('GET', `/api/carpool-events/${eventId}/requests`);
      expect(requests.json().data).toMatchObject([
        { status: 'cancelled', statusReason: 'event_closed' },
        { status: 'cancelled', statusReason: 'event_closed' },
      ]);
      const validate = await send('POST', `/api/carpool-events/${eventId}/matches/${matchId}/validate`);
      expect(validate.statusCode).toBe(409);
    });
  });

  it('settles the coming requests and matches when the schedule changes: removed days withdrawn, moved days replanned', async () => {
    const eventId = (await send('POST', '/api/carpool-events', { ...recurring, name: 'Horaires' })).json().data
      .id as string;
    const { db } = suite.database;
    const area = { areaLat: 48.05, areaLng: -0.75, areaRadiusM: 800 };
    // 2027-03-01 is a Monday, 2027-03-04 a Thursday; 2026-01-08, a Thursday already past, is left to the expiry job.
    const pairs = await Promise.all(
      ['2027-03-01', '2027-03-04'].map(async (occurrenceDate) => {
        const requests = await db
          .insert(carpoolRequests)
          .values(
            await Promise.all(
              (['driver', 'rider'] as const).map(async (role) => ({
                eventId,
                occurrenceDate,
                participantId: await createTenancyParticipant(
                  db,
                  suite.world,
                  `cp-sch-${role}-${occurrenceDate}-${kind}`,
                ),
                role,
                seats: role === 'driver' ? 2 : null,
                status: 'accepted' as const,
                ...area,
              })),
            ),
          )
          .returning();
        await db.insert(carpoolMatches).values({
          eventId,
          occurrenceDate,
          driverRequestId: requests[0]!.id,
          riderRequestId: requests[1]!.id,
          status: 'accepted',
          detourMinutes: 3,
        });
        return requests;
      }),
    );
    const pastRider = await createTenancyParticipant(db, suite.world, `cp-sch-past-${kind}`);
    await db
      .insert(carpoolRequests)
      .values({ eventId, occurrenceDate: '2026-01-08', participantId: pastRider, role: 'rider', ...area });

    const edited = await send('PUT', `/api/carpool-events/${eventId}`, {
      ...recurring,
      name: 'Horaires',
      days: ['mon'],
      meetingTime: { mon: '08:15' },
    });
    expect(edited.statusCode).toBe(200);
    const requests = (await send('GET', `/api/carpool-events/${eventId}/requests?sort=occurrenceDate&order=asc`)).json()
      .data as { occurrenceDate: string; status: string; statusReason: string | null }[];
    expect(requests.map(({ occurrenceDate, status, statusReason }) => [occurrenceDate, status, statusReason])).toEqual([
      ['2026-01-08', 'active', null],
      ['2027-03-01', 'active', null],
      ['2027-03-01', 'active', null],
      ['2027-03-04', 'cancelled', 'schedule_changed'],
      ['2027-03-04', 'cancelled', 'schedule_changed'],
    ]);
    expect((await send('GET', `/api/carpool-events/${eventId}/matches`)).json().total).toBe(0);
    const ended = (await send('GET', `/api/carpool-events/${eventId}/matches?group=ended`)).json().data;
    expect(ended.map((match: { statusReason: string }) => match.statusReason)).toEqual([
      'schedule_changed',
      'schedule_changed',
    ]);

    // The same schedule again keeps everything as it is.
    await db.update(carpoolRequests).set({ status: 'accepted' }).where(eq(carpoolRequests.id, pairs[0]![0]!.id));
    const [kept] = await db
      .insert(carpoolMatches)
      .values({
        eventId,
        occurrenceDate: '2027-03-01',
        driverRequestId: pairs[0]![0]!.id,
        riderRequestId: pairs[0]![1]!.id,
        status: 'accepted',
        detourMinutes: 2,
      })
      .returning();
    await send('PUT', `/api/carpool-events/${eventId}`, { ...recurring, days: ['mon'], meetingTime: { mon: '08:15' } });
    const live = (await send('GET', `/api/carpool-events/${eventId}/matches`)).json().data;
    expect(live).toMatchObject([{ id: kept!.id, status: 'accepted', statusReason: null }]);
  });

  describe('the admins’ actions on requests and matches, and the end of an occurrence', () => {
    const day = '2027-02-01';
    let eventId: string;
    const ids: Record<'driver' | 'rider' | 'waiting', string> = { driver: '', rider: '', waiting: '' };
    let matchId: string;
    const statuses = async () => {
      const rows = (await send('GET', `/api/carpool-events/${eventId}/requests?pageSize=100`)).json().data as {
        id: string;
        status: string;
      }[];
      return Object.fromEntries(
        Object.entries(ids).map(([key, id]) => [key, rows.find((row) => row.id === id)?.status]),
      );
    };
    beforeAll(async () => {
      eventId = (await send('POST', '/api/carpool-events', { ...recurring, name: 'Actions' })).json().data.id as string;
      const { db } = suite.database;
      const area = { areaLat: 48.05, areaLng: -0.75, areaRadiusM: 800 };
      const rows = await db
        .insert(carpoolRequests)
        .values(
          await Promise.all(
            (['driver', 'rider', 'waiting'] as const).map(async (key) => ({
              eventId,
              occurrenceDate: day,
              participantId: await createTenancyParticipant(db, suite.world, `cp-${key}-actions-${kind}`),
              role: key === 'driver' ? ('driver' as const) : ('rider' as const),
              seats: key === 'driver' ? 2 : null,
              status: key === 'waiting' ? ('active' as const) : ('accepted' as const),
              ...area,
            })),
          ),
        )
        .returning();
      [ids.driver, ids.rider, ids.waiting] = rows.map((row) => row.id) as [string, string, string];
      const [match] = await db
        .insert(carpoolMatches)
        .values({
          eventId,
          occurrenceDate: day,
          driverRequestId: ids.driver,
          riderRequestId: ids.rider,
          status: 'accepted',
          detourMinutes: 3,
        })
        .returning();
      matchId = match!.id;
    });

    it('counts each event’s requests in play, confirmed matches and shared trips in the list', async () => {
      const list = (await send('GET', '/api/carpool-events')).json().data as { id: string }[];
      expect(list.find((row) => row.id === eventId)).toMatchObject({
        liveRequests: 3,
        confirmedMatches: 1,
        sharedTrips: 0,
      });
    });

    it('exports the requests and the matches as CSV (French: semicolons, its words) and Excel', async () => {
      const csv = await send('GET', `/api/carpool-events/${eventId}/export?table=requests&format=csv&language=fr`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toContain('actions-demandes.csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(
        "Participant;Date du trajet;Rôle;Places;Immatriculation;Prise en charge à partir de;Prise en charge jusqu'à;Statut;Inscrit le",
      );
      expect(lines).toHaveLength(4);
      expect(lines.some((line) => line.includes(`Test cp-driver-actions-${kind};${day};Conducteur;2;`))).toBe(true);
      expect(lines.filter((line) => line.includes(';Acceptée;'))).toHaveLength(2);
      const matches = await send('GET', `/api/carpool-events/${eventId}/export?table=matches&format=csv&language=en`);
      const matchLines = matches.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(matchLines[0]).toBe(
        'Driver,Rider,Trip date,Estimated arrival,Detour (min),Status,Validated on,Parking permit',
      );
      expect(matchLines[1]).toContain(
        `Test cp-driver-actions-${kind},Test cp-rider-actions-${kind},${day},,3,Accepted,,No`,
      );
      const xlsx = await send('GET', `/api/carpool-events/${eventId}/export?table=matches&format=xlsx&language=de`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const bad = await send('GET', `/api/carpool-events/${eventId}/export?table=people`);
      expect(bad.statusCode).toBe(400);
    });

    it('holds a request (its confirmed match is called off, the partner goes back to the pool), then releases it', async () => {
      const held = await send('POST', `/api/carpool-events/${eventId}/requests/${ids.driver}/suspend`);
      expect(held.statusCode).toBe(200);
      expect(held.json().data.status).toBe('suspended');
      expect(await statuses()).toEqual({ driver: 'suspended', rider: 'active', waiting: 'active' });
      const match = await send('GET', `/api/carpool-events/${eventId}/matches?status=cancelled`);
      expect(match.json().data.map((row: { id: string }) => row.id)).toEqual([matchId]);
      const released = await send('POST', `/api/carpool-events/${eventId}/requests/${ids.driver}/release`);
      expect(released.json().data.status).toBe('active');
      const again = await send('POST', `/api/carpool-events/${eventId}/requests/${ids.driver}/release`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('carpool_invalid_transition');
    });

    it('refuses and removes requests, never twice, and only the event’s own', async () => {
      expect(
        (await send('POST', `/api/carpool-events/${eventId}/requests/${ids.waiting}/reject`)).json().data.status,
      ).toBe('rejected');
      const removeRefused = await send('POST', `/api/carpool-events/${eventId}/requests/${ids.waiting}/delete`);
      expect(removeRefused.statusCode).toBe(409);
      expect(
        (await send('POST', `/api/carpool-events/${eventId}/requests/${ids.rider}/delete`)).json().data.status,
      ).toBe('deleted');
      const other = (await send('POST', '/api/carpool-events', { ...recurring, name: 'Autre' })).json().data.id;
      const elsewhere = await send('POST', `/api/carpool-events/${other}/requests/${ids.driver}/suspend`);
      expect(elsewhere.statusCode).toBe(404);
    });

    it('calls off a confirmed match; a refused one cannot be', async () => {
      const { db } = suite.database;
      const rider = await createTenancyParticipant(db, suite.world, `cp-second-rider-${kind}`);
      const [request] = await db
        .insert(carpoolRequests)
        .values({
          eventId,
          occurrenceDate: day,
          participantId: rider,
          role: 'rider',
          status: 'accepted',
          areaLat: 48.05,
          areaLng: -0.75,
          areaRadiusM: 800,
        })
        .returning();
      await db.update(carpoolRequests).set({ status: 'accepted' }).where(eq(carpoolRequests.id, ids.driver));
      const [match] = await db
        .insert(carpoolMatches)
        .values({
          eventId,
          occurrenceDate: day,
          driverRequestId: ids.driver,
          riderRequestId: request!.id,
          status: 'accepted',
          detourMinutes: 3,
        })
        .returning();
      const cancelled = await send('POST', `/api/carpool-events/${eventId}/matches/${match!.id}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data.status).toBe('cancelled');
      expect((await statuses()).driver).toBe('active');
      const twice = await send('POST', `/api/carpool-events/${eventId}/matches/${match!.id}/cancel`);
      expect(twice.statusCode).toBe(409);
    });

    it('fails confirmed matches without a shared trip once the grace days have passed, not before', async () => {
      const { db } = suite.database;
      const past = '2026-03-02';
      const make = async (key: string) => createTenancyParticipant(db, suite.world, `cp-past-${key}-${kind}`);
      const area = { areaLat: 48.05, areaLng: -0.75, areaRadiusM: 800 };
      const [driver, shared, unshared] = await db
        .insert(carpoolRequests)
        .values([
          {
            eventId,
            occurrenceDate: past,
            participantId: await make('driver'),
            role: 'driver',
            seats: 2,
            status: 'accepted',
            ...area,
          },
          {
            eventId,
            occurrenceDate: past,
            participantId: await make('shared'),
            role: 'rider',
            status: 'success',
            ...area,
          },
          {
            eventId,
            occurrenceDate: past,
            participantId: await make('unshared'),
            role: 'rider',
            status: 'accepted',
            ...area,
          },
        ])
        .returning();
      const base = { eventId, occurrenceDate: past, driverRequestId: driver!.id, detourMinutes: 2 };
      await db.insert(carpoolMatches).values([
        { ...base, riderRequestId: shared!.id, status: 'success' },
        { ...base, riderRequestId: unshared!.id, status: 'accepted' },
      ]);
      const pastStatuses = async () =>
        (
          await send(
            'GET',
            `/api/carpool-events/${eventId}/matches?occurrenceDate=${past}&group=all&sort=status&order=asc`,
          )
        )
          .json()
          .data.map((row: { status: string }) => row.status);

      await expireCarpoolOccurrencesBefore(db, addDays(past, 2));
      expect(await pastStatuses()).toEqual(['accepted', 'success']);
      await expireCarpoolOccurrencesBefore(db, addDays(past, 3));
      expect(await pastStatuses()).toEqual(['failed', 'success']);
      const requests = (
        await send('GET', `/api/carpool-events/${eventId}/requests?occurrenceDate=${past}&pageSize=100`)
      ).json().data as { id: string; status: string }[];
      const statusOf = (id: string) => requests.find((row) => row.id === id)?.status;
      expect([statusOf(driver!.id), statusOf(shared!.id), statusOf(unshared!.id)]).toEqual([
        'success',
        'success',
        'failed',
      ]);
    });
  });
});
