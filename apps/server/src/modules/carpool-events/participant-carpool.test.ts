import { addDays, localDayOf } from '@mobiverte/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { carpoolMatches } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancyParticipant, tenancyParticipantActor } from '../../test/test-world.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { matchCarpoolOccurrence, runCarpoolOccurrences } from './carpool-occurrence.service.ts';
import { answerCarpoolMatch, registerForCarpool, type CarpoolTrigger } from './participant-carpool.service.ts';

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const destination = { lat: 48.07, lng: -0.77 };
const noTrigger: CarpoolTrigger = { requestsChanged: () => undefined };

describe.each(TEST_DATABASES)('participants’ carpooling on %s', (kind) => {
  const suite = setUpTenancyApp(kind, `Carpooling-${kind}`, ['organisation', 'participant']);
  const today = localDayOf(new Date(), 'America/New_York');
  const day = addDays(today, 3);
  let eventId: string;
  let changed: string[] = [];
  const trigger: CarpoolTrigger = { requestsChanged: (id, date) => void changed.push(`${id}:${date}`) };

  const send = (method: 'GET' | 'POST', url: string, payload?: object, token = suite.tokens.participant) =>
    suite.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newRider = async (label: string) => {
    const id = await createTenancyParticipant(suite.database.db, suite.world, `${label}-${kind}`);
    return tenancyParticipantActor(suite.world, id);
  };
  const riderRequest = (lat: number) => ({
    occurrenceDate: day,
    role: 'rider' as const,
    area: { lat, lng: -0.77, radiusM: 500 },
  });

  beforeAll(async () => {
    const created = await send(
      'POST',
      '/api/carpool-events',
      {
        name: 'Navette quotidienne',
        destination: { address: 'Zone d’activités, Laval', ...destination },
        frequency: 'recurring',
        days: EVERY_DAY,
        meetingTime: Object.fromEntries(EVERY_DAY.map((weekday) => [weekday, '08:30'])),
        endDate: addDays(today, 20),
        requiresValidation: true,
      },
      suite.tokens.organisation,
    );
    eventId = created.json().data.id;
  });

  it('registers a driver and a rider, proposes their match, and confirms it once both accept and the admin validates', async () => {
    const events = await send('GET', '/api/app/v2/carpool/events');
    const listed = events.json().data.find((event: { id: string }) => event.id === eventId);
    expect(listed.occurrences).toContain(day);

    const driver = await send('POST', `/api/app/v2/carpool/events/${eventId}/requests`, {
      occurrenceDate: day,
      role: 'driver',
      seats: 2,
      licencePlate: 'ab-123-cd',
      detourMinutes: 15,
      area: { lat: 48.1234567, lng: -0.77, radiusM: 1000 },
    });
    expect(driver.statusCode).toBe(201);
    expect(driver.json().data).toMatchObject({ status: 'active', area: { lat: 48.123 }, licencePlate: 'AB-123-CD' });
    const twice = await send('POST', `/api/app/v2/carpool/events/${eventId}/requests`, {
      occurrenceDate: day,
      role: 'rider',
      area: { lat: 48.1, lng: -0.77, radiusM: 1000 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('carpool_already_registered');

    const rider = await newRider('cp-rider');
    changed = [];
    await registerForCarpool(suite.database.db, rider, eventId, riderRequest(48.1), trigger);
    expect(changed).toEqual([`${eventId}:${day}`]);
    expect(await matchCarpoolOccurrence(suite.database.db, eventId, day)).toBe(1);

    const mine = await send('GET', '/api/app/v2/carpool/matches');
    const [match] = mine.json().data;
    expect(match).toMatchObject({
      status: 'processing',
      myRole: 'driver',
      other: { name: `Test cp-rider-${kind}` },
      meetPoint: { lat: 48.1, lng: -0.77 },
      eta: expect.any(String),
    });
    expect(new Date(match.eta).getTime()).toBeLessThan(new Date(`${day}T13:30:00Z`).getTime());

    const accepted = await send('POST', `/api/app/v2/carpool/matches/${match.id}/accept`);
    expect(accepted.json().data).toMatchObject({ status: 'processing', driverAcceptedAt: expect.any(String) });
    const both = await answerCarpoolMatch(suite.database.db, rider, match.id, 'accept', noTrigger);
    expect(both).toMatchObject({ status: 'active', myRole: 'rider', other: { licencePlate: 'AB-123-CD' } });

    const validated = await send(
      'POST',
      `/api/carpool-events/${eventId}/matches/${match.id}/validate`,
      undefined,
      suite.tokens.organisation,
    );
    expect(validated.json().data.status).toBe('accepted');
    const requests = await send('GET', '/api/app/v2/carpool/requests');
    expect(requests.json().data.find((row: { eventId: string }) => row.eventId === eventId).status).toBe('accepted');
    const again = await send('POST', `/api/app/v2/carpool/matches/${match.id}/decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('carpool_invalid_transition');
  });

  it('refuses a day the event does not meet and a past day, and registers through the spec call', async () => {
    const rider = await newRider('cp-days');
    const register = (occurrenceDate: string) =>
      registerForCarpool(suite.database.db, rider, eventId, { ...riderRequest(48.1), occurrenceDate }, noTrigger);
    await expect(register(addDays(today, 25))).rejects.toMatchObject({ code: 'carpool_not_an_occurrence' });
    await expect(register(addDays(today, -1))).rejects.toMatchObject({ code: 'carpool_occurrence_past' });

    const url = `/api/carpoolApi/create-carpool-event/${suite.world.organisation.id}/${eventId}/driver`;
    const spec = await send('POST', url);
    expect(spec.statusCode).toBe(201);
    expect(spec.json().data).toMatchObject({ role: 'driver', occurrenceDate: today, seats: 2 });
    const otherOwner = await send('POST', url.replace(suite.world.organisation.id, suite.world.city.id));
    expect(otherOwner.statusCode).toBe(404);
  });

  it('counts a shared trip linked to a confirmed match in the event’s figures, and the match succeeds', async () => {
    const { db } = suite.database;
    // The driver registered for today through the spec call above; a rider joins, and both accept.
    const rider = await newRider('cp-shared');
    await registerForCarpool(db, rider, eventId, { ...riderRequest(48.1), occurrenceDate: today }, noTrigger);
    expect(await matchCarpoolOccurrence(db, eventId, today)).toBe(1);
    const [match] = (await send('GET', '/api/app/v2/carpool/matches'))
      .json()
      .data.filter((row: { occurrenceDate: string }) => row.occurrenceDate === today);
    await send('POST', `/api/app/v2/carpool/matches/${match.id}/accept`);
    await answerCarpoolMatch(db, rider, match.id, 'accept', noTrigger);
    await send(
      'POST',
      `/api/carpool-events/${eventId}/matches/${match.id}/validate`,
      undefined,
      suite.tokens.organisation,
    );

    const end = new Date(Date.now() - 60_000);
    const trip = (id: string, carpoolMatchId: string, activityType = 'carpool', minutesBefore = 0) => ({
      id,
      activityType,
      startTime: new Date(end.getTime() - (minutesBefore + 4) * 60_000).toISOString(),
      endTime: new Date(end.getTime() - minutesBefore * 60_000).toISOString(),
      distance: 2400,
      geometry: eastboundGeometry(2400),
      carpoolMatchId,
    });
    // A bike trip naming the match is stored without the link.
    const stranger = await send('POST', '/api/app/v2/sessions', trip('cp-wrong-mode', match.id, 'bike', 5));
    expect(stranger.json().data[0].status).not.toBe('refused');
    const shared = await send('POST', '/api/app/v2/sessions', trip('cp-shared-trip', match.id));
    expect(shared.json().data[0].status).not.toBe('refused');

    const matches = await send(
      'GET',
      `/api/carpool-events/${eventId}/matches?occurrenceDate=${today}&group=all`,
      undefined,
      suite.tokens.organisation,
    );
    expect(matches.json().data.find((row: { id: string }) => row.id === match.id).status).toBe('success');
    const stats = await send(
      'GET',
      `/api/carpoolApi/get-stats-by?ownerId=${suite.world.organisation.id}&eventId=${eventId}&startDate=${today}&endDate=${today}`,
      undefined,
      suite.tokens.organisation,
    );
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.carpool).toMatchObject({ sharedTrips: 1, seatsFilled: 1, drivers: 1, kmSaved: 2.4 });
    expect(stats.json().data.carpool.ghgSavedKg).toBeCloseTo(2.4 * 0.21, 3);
  });

  it('has a participant registered as both drive when seats are short, and ride otherwise', async () => {
    const { db } = suite.database;
    const date = addDays(today, 7);
    const both = await newRider('cp-both');
    const riders = [await newRider('cp-both-r1'), await newRider('cp-both-r2')];
    const area = { lat: 48.12, lng: -0.77, radiusM: 800 };
    const bothRequest = { occurrenceDate: date, role: 'both' as const, seats: 2, area };
    await registerForCarpool(db, both, eventId, bothRequest, noTrigger);
    for (const rider of riders) {
      await registerForCarpool(db, rider, eventId, { ...riderRequest(48.1), occurrenceDate: date }, noTrigger);
    }
    expect(await matchCarpoolOccurrence(db, eventId, date)).toBe(2);
    const matches = await send(
      'GET',
      `/api/carpool-events/${eventId}/matches?occurrenceDate=${date}&group=all`,
      undefined,
      suite.tokens.organisation,
    );
    expect(matches.json().data.map((row: { driverName: string }) => row.driverName)).toEqual([
      `Test cp-both-${kind}`,
      `Test cp-both-${kind}`,
    ]);
  });

  it('gives the last seat to one of two riders accepting at once, and expires what a past occurrence left', async () => {
    const { db } = suite.database;
    const date = addDays(today, 5);
    const driver = await newRider('cp-seat-driver');
    const first = await newRider('cp-seat-a');
    const second = await newRider('cp-seat-b');
    const driverRequest = await registerForCarpool(
      db,
      driver,
      eventId,
      { occurrenceDate: date, role: 'driver', seats: 1, area: { lat: 48.12, lng: -0.77, radiusM: 800 } },
      noTrigger,
    );
    const matchIds: string[] = [];
    for (const rider of [first, second]) {
      const request = await registerForCarpool(
        db,
        rider,
        eventId,
        { ...riderRequest(48.1), occurrenceDate: date },
        noTrigger,
      );
      const [match] = await db
        .insert(carpoolMatches)
        .values({
          eventId,
          occurrenceDate: date,
          driverRequestId: driverRequest.id,
          riderRequestId: request.id,
          detourMinutes: 1,
          driverAcceptedAt: new Date(),
        })
        .returning();
      matchIds.push(match!.id);
    }
    const outcomes = await Promise.allSettled([
      answerCarpoolMatch(db, first, matchIds[0]!, 'accept', noTrigger),
      answerCarpoolMatch(db, second, matchIds[1]!, 'accept', noTrigger),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refusal] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect((refusal as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect((refusal as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: 'carpool_no_seat_left' });

    const winner = (
      outcomes.find((outcome) => outcome.status === 'fulfilled') as PromiseFulfilledResult<{ id: string }>
    ).value;
    const validate = `/api/carpool-events/${eventId}/matches/${winner.id}/validate`;
    expect((await send('POST', validate, undefined, suite.tokens.organisation)).json().data.status).toBe('accepted');
    const result = await runCarpoolOccurrences(db, addDays(date, 1));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const statuses = await send(
      'GET',
      `/api/carpool-events/${eventId}/matches?occurrenceDate=${date}&group=all`,
      undefined,
      suite.tokens.organisation,
    );
    expect(
      statuses
        .json()
        .data.map((row: { status: string }) => row.status)
        .sort(),
    ).toEqual(['accepted', 'expired']);
  });
});
