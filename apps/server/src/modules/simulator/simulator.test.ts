import { and, eq, gte, lte } from 'drizzle-orm';
import {
  addDays,
  inPlannedWindow,
  instantToLocalDateTime,
  localDateTimeToInstant,
  plannedWindowInstants,
  pointsWithheldForControlPoints,
  replayTrip,
  type PlannedRule,
  type TransportMode,
} from '@mobiverte/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import {
  citySettings,
  happyHours,
  organisationSettings,
  participants,
  tripClasses,
  trips,
} from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createOtherOrganisation } from '../../test/test-world.ts';
import { toLocalDay } from '../trips/local-time.ts';
import { tripContextSettingsOf } from '../trips/trip-context-settings.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { classKeyOf, groupSimulationClasses, readStoredClasses, type SimulationTrips } from './simulator.repository.ts';

const TZ = 'America/New_York';
const MODES: { mode: TransportMode; kmh: number }[] = [
  { mode: 'walk', kmh: 5 },
  { mode: 'bike', kmh: 15 },
  { mode: 'bus', kmh: 25 },
  { mode: 'electric_bicycle', kmh: 20 },
  { mode: 'car', kmh: 40 },
  { mode: 'train', kmh: 60 },
];

/** A small seeded generator (mulberry32): the same worlds on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type PlannedTrip = {
  day: string;
  minute: number;
  mode: TransportMode;
  distance: number;
  durationS: number;
  manual: boolean;
};

/** Random trips over the period's days: at most two a day, some too short, too brief, by car or entered by hand. */
function randomTrips(next: () => number, days: string[], count: number): PlannedTrip[] {
  const byDay = new Map<string, PlannedTrip[]>();
  for (let index = 0; index < count; index++) {
    const day = days[Math.floor(next() * days.length)]!;
    const list = byDay.get(day) ?? [];
    if (list.length >= 2) continue;
    const { mode, kmh } = MODES[Math.floor(next() * MODES.length)]!;
    const distance = next() < 0.1 ? 300 + Math.floor(next() * 190) : 600 + Math.floor(next() * 14_000);
    const brief = next() < 0.08;
    const durationS = brief ? 60 + Math.floor(next() * 50) : Math.max(130, Math.round((distance / 1000 / kmh) * 3600));
    // Morning (6:00–10:00) or afternoon (15:00–19:00): the two trips of a day never overlap.
    const minute = (list.length === 0 ? 6 * 60 : 15 * 60) + Math.floor(next() * 240);
    list.push({ day, minute, mode, distance, durationS, manual: next() < 0.15 });
    byDay.set(day, list);
  }
  return [...byDay.values()].flat();
}

const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function tripInputs(planned: PlannedTrip[], prefix: string) {
  return planned.map((trip, index) => {
    const start = new Date(localDateTimeToInstant(`${trip.day}T${timeOf(trip.minute)}`, TZ));
    return {
      id: `${prefix}-${index}`,
      activityType: trip.mode,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + trip.durationS * 1000).toISOString(),
      distance: trip.distance,
      geometry: trip.manual ? null : eastboundGeometry(trip.distance),
      source: trip.manual ? ('manual' as const) : ('app' as const),
    };
  });
}

async function addParticipant(db: Db, cityId: string, organisationId: string, label: string) {
  const [row] = await db
    .insert(participants)
    .values({
      cityId,
      organisationId,
      username: label,
      firstName: 'Test',
      lastName: label,
      email: `${label}@test.mobiverte.org`.toLowerCase(),
    })
    .returning({ id: participants.id });
  return row!.id;
}

describe.each(TEST_DATABASES)('the what-if simulator on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Simul', ['city', 'organisation', 'participant']);
  const today = toLocalDay(new Date(), TZ);
  const startDate = addDays(today, -24);
  const endDate = addDays(today, -10);
  const days = Array.from({ length: 15 }, (_, index) => addDays(startDate, index));
  let labels = 0;

  const simulate = (payload: object, token = suite.tokens.city) =>
    suite.app.inject({ method: 'POST', url: '/api/simulations', headers: bearer(token), payload });

  /** A new organisation of the city with `people` participants, each recording the same trips. */
  async function organisationWithTrips(planned: PlannedTrip[][], limits: object = {}) {
    const db = suite.database.db;
    const organisation = await createOtherOrganisation(db, suite.world.city.id, `simul${kind}${++labels}`);
    await db.insert(organisationSettings).values({ organisationId: organisation.id, limits });
    for (const [index, tripsOfOne] of planned.entries()) {
      const participantId = await addParticipant(
        db,
        suite.world.city.id,
        organisation.id,
        `sim${kind}${labels}p${index}`,
      );
      const results = await ingestTrips(db, participantId, tripInputs(tripsOfOne, `t${labels}-${index}`), new Date(), {
        maxTripAgeDays: 60,
      });
      expect(results.every((result) => result.status !== 'refused' || result.reason !== 'overlapping_trip')).toBe(true);
    }
    return organisation.id;
  }

  async function setCoefficient(pointsCoefficient: string) {
    await suite.database.db
      .insert(citySettings)
      .values({ cityId: suite.world.city.id, pointsCoefficient })
      .onConflictDoUpdate({ target: citySettings.cityId, set: { pointsCoefficient } });
  }

  beforeAll(async () => {
    await setCoefficient('10');
  });

  const sameTrips = (seed: number) => {
    const next = random(seed);
    return [randomTrips(next, days, 14), randomTrips(next, days, 14), randomTrips(next, days, 14)];
  };

  it('answers what a real happy hour credited, when it simulates the same happy hour on the same trips', async () => {
    const db = suite.database.db;
    const planned = sameTrips(7);
    const rule: PlannedRule = {
      kind: 'happy_hour',
      weekdays: [1, 3, 5],
      startTime: '07:00',
      endTime: '09:30',
      multiplier: 2.5,
      activityTypes: ['bike', 'walk', 'electric_bicycle'],
    };
    // Organisation B lived with the happy hour: one real happy hour per day of the window, for B alone.
    const withHappyHours = await createOtherOrganisation(db, suite.world.city.id, `simulhh${kind}`);
    for (const day of days) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
      if (!rule.weekdays.includes(weekday)) continue;
      await db.insert(happyHours).values({
        cityId: suite.world.city.id,
        name: `Heure verte ${day}`,
        startsAt: new Date(localDateTimeToInstant(`${day}T${rule.startTime}`, TZ)),
        endsAt: new Date(localDateTimeToInstant(`${day}T${rule.endTime}`, TZ)),
        multiplier: String(rule.multiplier),
        activityTypes: rule.activityTypes,
        organisationId: withHappyHours.id,
      });
    }
    await db.insert(organisationSettings).values({ organisationId: withHappyHours.id, limits: { kmPerTrip: 8 } });
    for (const [index, tripsOfOne] of planned.entries()) {
      const participantId = await addParticipant(db, suite.world.city.id, withHappyHours.id, `simhh${kind}${index}`);
      await ingestTrips(db, participantId, tripInputs(tripsOfOne, `hh-${index}`), new Date(), { maxTripAgeDays: 60 });
    }
    // Organisation A made the same trips without it.
    const without = await organisationWithTrips(planned, { kmPerTrip: 8 });

    const lived = await simulate({
      organisationId: withHappyHours.id,
      startDate,
      endDate,
      rule: { kind: 'points_coefficient', pointsCoefficient: 10 },
    });
    const simulated = await simulate({ organisationId: without, startDate, endDate, rule });
    expect(simulated.statusCode).toBe(200);
    const livedData = lived.json().data;
    const simulatedData = simulated.json().data;
    expect(livedData.happened.greenpoints).toBeGreaterThan(0);
    expect(simulatedData.planned).toEqual(livedData.happened);
    expect(simulatedData.planned.greenpoints).toBeGreaterThan(simulatedData.happened.greenpoints);
    expect(simulatedData.participantsAffected).toBeGreaterThan(0);
    // The rule in force, simulated on the trips it rated, gives back exactly what they were credited.
    expect(livedData.planned).toEqual(livedData.happened);
    expect(livedData.participantsAffected).toBe(0);
    // A km cap changed since is not the planned rule: the trips replay under the cap they were credited with.
    await db
      .update(organisationSettings)
      .set({ limits: { kmPerTrip: 3 } })
      .where(eq(organisationSettings.organisationId, withHappyHours.id));
    const later = (
      await simulate({
        organisationId: withHappyHours.id,
        startDate,
        endDate,
        rule: { kind: 'points_coefficient', pointsCoefficient: 10 },
      })
    ).json().data;
    expect(later.planned).toEqual(livedData.happened);
  });

  it('answers what a new coefficient credited, when it simulates that coefficient on the same trips', async () => {
    const planned = sameTrips(11);
    await setCoefficient('13.5');
    const lived = await organisationWithTrips(planned, { manualTrips: { value: 3, period: 'week' } });
    await setCoefficient('10');
    const without = await organisationWithTrips(planned, { manualTrips: { value: 3, period: 'week' } });
    const rule = { kind: 'points_coefficient', pointsCoefficient: 13.5 };
    await setCoefficient('13.5');
    const livedResult = (await simulate({ organisationId: lived, startDate, endDate, rule })).json().data;
    await setCoefficient('10');
    const simulated = (await simulate({ organisationId: without, startDate, endDate, rule })).json().data;
    expect(livedResult.planned).toEqual(livedResult.happened);
    expect(simulated.planned).toEqual(livedResult.happened);
    expect(simulated.happened.greenpoints).toBeLessThan(simulated.planned.greenpoints);
    expect(simulated.happened.ghgKg).toBe(simulated.planned.ghgKg);
    expect(simulated.planned.value).toBe(Math.round(simulated.planned.greenpoints) / 100);
  });

  it('equals a trip-by-trip replay of the stored trips, for random trips, limits and rules', async () => {
    const db = suite.database.db;
    for (let seed = 1; seed <= 6; seed++) {
      const next = random(100 + seed);
      const planned = [0, 1, 2, 3].map(() => randomTrips(next, days, 12));
      const limits = next() < 0.5 ? { kmPerTrip: 3 + Math.floor(next() * 8) } : {};
      await db
        .update(citySettings)
        .set({ maxPointsPerTripActive: next() < 0.5 ? 20 + Math.floor(next() * 30) : null })
        .where(eq(citySettings.cityId, suite.world.city.id));
      await setCoefficient('10');
      const organisationId = await organisationWithTrips(planned, limits);
      const rule: PlannedRule =
        next() < 0.6
          ? {
              kind: 'happy_hour',
              weekdays: [1, 2, 3, 4, 5, 6, 7].filter(() => next() < 0.6).concat(seed),
              startTime: timeOf(6 * 60 + Math.floor(next() * 300)),
              endTime: timeOf(11 * 60 + Math.floor(next() * 600)),
              multiplier: 1.1 + Math.floor(next() * 400) / 100,
              activityTypes: next() < 0.5 ? null : ['bike', 'bus'],
              organisationId: next() < 0.5 ? organisationId : null,
            }
          : { kind: 'points_coefficient', pointsCoefficient: 1 + Math.floor(next() * 30_000) / 1000 };
      if (rule.kind === 'happy_hour') rule.weekdays = [...new Set(rule.weekdays)];
      // Half the time the city's coefficient changed since the trips were credited: the replay uses today's.
      if (next() < 0.5) await setCoefficient(String(5 + Math.floor(next() * 100) / 10));
      const response = await simulate({ organisationId, startDate, endDate, rule });
      expect(response.statusCode).toBe(200);

      const [settings] = await db.select().from(citySettings).where(eq(citySettings.cityId, suite.world.city.id));
      const stored = await db
        .select()
        .from(trips)
        .where(
          and(eq(trips.organisationId, organisationId), gte(trips.localDay, startDate), lte(trips.localDay, endDate)),
        );
      const credited = stored.filter((trip) => trip.reviewStatus === null || trip.reviewStatus === 'accepted');
      const totals = { happened: { points: 0, ghg: 0, counted: 0 }, planned: { points: 0, ghg: 0, counted: 0 } };
      const affected = new Set<string>();
      for (const trip of credited) {
        const local = instantToLocalDateTime(trip.startTime, TZ);
        const weekday = new Date(`${local.slice(0, 10)}T12:00:00Z`).getUTCDay() || 7;
        const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
        const outcome = replayTrip(
          {
            activityType: trip.activityType,
            distanceM: trip.distanceM,
            durationS: trip.durationS,
            source: trip.source,
            inPlannedWindow: rule.kind === 'happy_hour' && inPlannedWindow(rule, weekday, minute),
            organisationId: trip.organisationId,
            happyHourMultiplier: Number(trip.happyHourMultiplier),
            controlPointCoefficient: Number(trip.controlPointCoefficient),
            kmPerTrip: (limits as { kmPerTrip?: number }).kmPerTrip ?? null,
            pointsWithheld: pointsWithheldForControlPoints(settings!, []),
            manualTripAllowed: trip.reason !== 'manual_limit_reached',
          },
          tripContextSettingsOf(settings),
          rule,
        );
        totals.happened.points += trip.greenpoints;
        totals.happened.ghg += trip.ghgMg;
        totals.happened.counted += trip.counted ? 1 : 0;
        totals.planned.points += outcome.greenpoints;
        totals.planned.ghg += outcome.ghgMg;
        totals.planned.counted += outcome.counted ? 1 : 0;
        if (outcome.greenpoints !== trip.greenpoints || outcome.ghgMg !== trip.ghgMg) affected.add(trip.participantId);
      }
      const data = response.json().data;
      expect(data.trips).toBe(credited.length);
      expect(data.happened).toMatchObject({
        greenpoints: totals.happened.points,
        countedTrips: totals.happened.counted,
      });
      expect(data.happened.ghgKg).toBe(Math.round(totals.happened.ghg / 1000) / 1000);
      expect(data.planned).toMatchObject({ greenpoints: totals.planned.points, countedTrips: totals.planned.counted });
      expect(data.planned.ghgKg).toBe(Math.round(totals.planned.ghg / 1000) / 1000);
      expect(data.participantsAffected).toBe(affected.size);
      const participantIds = new Set(credited.filter((trip) => trip.counted).map((trip) => trip.participantId));
      expect(data.participants).toBe(participantIds.size);

      // The classes the triggers recorded hold every class of the trips, with a range that holds its distances.
      const query: SimulationTrips = {
        cityId: suite.world.city.id,
        organisationId,
        from: new Date(localDateTimeToInstant(`${startDate}T00:00`, TZ)),
        to: new Date(localDateTimeToInstant(`${addDays(endDate, 1)}T00:00`, TZ)),
        startDate,
        endDate,
        windowInstants: rule.kind === 'happy_hour' ? plannedWindowInstants(rule, { startDate, endDate }, TZ) : [],
        ruleOrganisationId: rule.kind === 'happy_hour' ? (rule.organisationId ?? null) : null,
        withControlPoints: false,
      };
      const recorded = new Map((await readStoredClasses(db, query)).map((group) => [classKeyOf(group), group]));
      const exact = await groupSimulationClasses(db, query);
      expect(exact.length).toBeGreaterThan(0);
      for (const group of exact) {
        const covering = recorded.get(classKeyOf(group));
        expect(covering, classKeyOf(group)).toBeDefined();
        expect(covering!.min_distance).toBeLessThanOrEqual(group.min_distance);
        expect(covering!.max_distance).toBeGreaterThanOrEqual(group.max_distance);
      }
      // Without them (a trip written around the triggers), the classes are read from the trips: the same answer.
      if (seed === 1) {
        await db.delete(tripClasses).where(eq(tripClasses.organisationId, organisationId));
        expect((await simulate({ organisationId, startDate, endDate, rule })).json().data).toEqual(data);
      }
    }
    await db
      .update(citySettings)
      .set({ maxPointsPerTripActive: null, pointsCoefficient: '10' })
      .where(eq(citySettings.cityId, suite.world.city.id));
  });

  it('keeps an organisation to its own trips and checks the period and the rule', async () => {
    const rule = { kind: 'points_coefficient', pointsCoefficient: 12 };
    const own = await simulate(
      { organisationId: suite.world.organisation.id, startDate, endDate, rule },
      suite.tokens.organisation,
    );
    expect(own.statusCode).toBe(200);
    const city = await simulate({ cityId: suite.world.city.id, startDate, endDate, rule }, suite.tokens.organisation);
    expect([403, 404]).toContain(city.statusCode);
    const cityWide = await simulate({ cityId: suite.world.city.id, startDate, endDate, rule });
    expect(cityWide.statusCode).toBe(200);
    expect(cityWide.json().data.trips).toBeGreaterThanOrEqual(own.json().data.trips);
    expect(
      (await simulate({ cityId: suite.world.city.id, startDate, endDate, rule }, suite.tokens.participant)).statusCode,
    ).toBe(403);

    const codeOf = async (payload: object) => (await simulate(payload)).json().error.code;
    const cityId = suite.world.city.id;
    expect(await codeOf({ cityId, startDate: endDate, endDate: startDate, rule })).toBe('end_before_start');
    expect(await codeOf({ cityId, startDate: addDays(endDate, -100), endDate, rule })).toBe(
      'simulation_range_too_long',
    );
    expect(await codeOf({ cityId, startDate: addDays(today, 2), endDate: addDays(today, 5), rule })).toBe(
      'simulation_in_future',
    );
    const badWindow = await simulate({
      cityId,
      startDate,
      endDate,
      rule: { kind: 'happy_hour', weekdays: [1], startTime: '10:00', endTime: '09:00', multiplier: 2 },
    });
    expect(badWindow.statusCode).toBe(400);
    const badMultiplier = await simulate({
      cityId,
      startDate,
      endDate,
      rule: { kind: 'happy_hour', weekdays: [1], startTime: '08:00', endTime: '09:00', multiplier: 20 },
    });
    expect(badMultiplier.statusCode).toBe(400);
    const both = await simulate({ cityId, organisationId: suite.world.organisation.id, startDate, endDate, rule });
    expect(both.statusCode).toBe(400);
  });

  it('counts nothing in an empty period', async () => {
    const data = (
      await simulate({
        cityId: suite.world.city.id,
        startDate: '2021-03-01',
        endDate: '2021-03-31',
        rule: { kind: 'points_coefficient', pointsCoefficient: 20 },
      })
    ).json().data;
    expect(data).toMatchObject({ trips: 0, participants: 0, participantsAffected: 0, happened: { greenpoints: 0 } });
  });
});
