import { beforeAll, describe, expect, it } from 'vitest';
import { carpoolMatches, carpoolRequests } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancyParticipant } from '../../test/test-world.ts';

const recurring = {
  name: 'Covoiturage du lundi',
  destination: { address: '12 rue de la Paix, Laval', lat: 48.07, lng: -0.77 },
  frequency: 'recurring',
  days: ['mon', 'thu'],
  meetingTime: { mon: '08:00', thu: '08:30' },
  endDate: '2027-06-30',
  requiresValidation: true,
};

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

    it('cancels the live requests and matches when the event closes', async () => {
      await send('POST', `/api/carpool-events/${eventId}/close`);
      const matches = await send('GET', `/api/carpool-events/${eventId}/matches`);
      expect(matches.json().data.map((row: { status: string }) => row.status)).toEqual(['cancelled']);
      const validate = await send('POST', `/api/carpool-events/${eventId}/matches/${matchId}/validate`);
      expect(validate.statusCode).toBe(409);
    });
  });
});
