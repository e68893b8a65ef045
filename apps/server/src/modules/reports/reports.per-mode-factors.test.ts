import { eq } from 'drizzle-orm';
import { addDays, localDateTimeToInstant, type CommutingReport, type TransportMode } from '@mobiverte/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityEmissionSettings, citySettings, trips } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancyParticipant } from '../../test/test-world.ts';
import { groupSimulationClasses, sumSimulation } from '../simulator/simulator.repository.ts';
import { toLocalDay } from '../trips/local-time.ts';
import { ingestTrips } from '../trips/trips.service.ts';

const TZ = 'America/New_York';
/**
 * The city's own factors (kg CO₂e per passenger-km). Chosen exact in binary so that a metre avoids exactly
 * 187.5 mg by bus and 93.75 mg in a carpool: an odd bus distance (a carpool one of 2 mod 4) lands on .5 mg.
 */
const CAR = 0.25;
const OWN_FACTORS = { car: CAR, bus: 0.0625, electric_car: 0.125, carpool: 0.15625 } as const;
/** The defaults of the other modes the trips use (decision record 0016). */
const FACTORS: Partial<Record<TransportMode, number>> = { ...OWN_FACTORS, train: 0.0296, bike: 0 };
/** The spec's 0.21 kg/km, credited for every mode before the switch: 210 mg per metre. */
const FLAT_MG_PER_METRE = 210;
const SOURCE = 'Agence de mobilité (test)';

/** Trips of a day, per participant: mode, speed (km/h) and distance (m), many on a .5 mg boundary. */
const PLAN: { mode: TransportMode; kmh: number; distances: number[] }[] = [
  { mode: 'bus', kmh: 20, distances: [1001, 2003, 4567] },
  { mode: 'carpool', kmh: 40, distances: [1002, 3006, 7010] },
  { mode: 'electric_car', kmh: 40, distances: [2500, 9999, 12_345] },
  { mode: 'train', kmh: 40, distances: [5001, 8765, 15_003] },
  { mode: 'bike', kmh: 15, distances: [1234, 3333, 5555] },
];

/** The GHG avoided of one trip, computed here from the factors: distance × (car − mode), rounded half up. */
const perModeMg = (mode: TransportMode, distanceM: number) => Math.round(distanceM * (CAR - FACTORS[mode]!) * 1000);

describe.each(TEST_DATABASES)('GHG avoided with a city’s own per-mode factors on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Facteurs', ['city', 'organisation']);
  const today = toLocalDay(new Date(), TZ);
  const startDate = addDays(today, -20);
  const endDate = addDays(today, -5);
  const switchDay = addDays(today, -12);
  const switchAt = new Date(localDateTimeToInstant(`${switchDay}T00:00`, TZ));
  /** What the test sent, with the GHG it expects: the flat 0.21 kg/km before the switch, per mode from it. */
  const sent: { participant: string; mode: TransportMode; distanceM: number; start: Date; expectedMg: number }[] = [];

  beforeAll(async () => {
    const { db } = suite.database;
    await db
      .insert(citySettings)
      .values({ cityId: suite.world.city.id, pointsCoefficient: '10' })
      .onConflictDoUpdate({ target: citySettings.cityId, set: { pointsCoefficient: '10' } });
    const saved = await suite.app.inject({
      method: 'PUT',
      url: `/api/cities/${suite.world.city.id}/emission-factors`,
      headers: bearer(suite.tokens.city),
      payload: {
        perMode: true,
        factors: Object.entries(OWN_FACTORS).map(([mode, kgPerKm]) => ({ mode, kgPerKm, source: SOURCE, year: 2025 })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await db
      .update(cityEmissionSettings)
      .set({ perModeSince: switchAt })
      .where(eq(cityEmissionSettings.cityId, suite.world.city.id));
    const people = [
      await createTenancyParticipant(db, suite.world, 'facteurs-a'),
      await createTenancyParticipant(db, suite.world, 'facteurs-b'),
      await createTenancyParticipant(db, suite.world, 'facteurs-c'),
    ];
    const days = [addDays(switchDay, -4), addDays(switchDay, -1), switchDay, addDays(switchDay, 3)];
    for (const [person, participant] of people.entries()) {
      const inputs = days.flatMap((day, dayIndex) =>
        [0, 1].map((slot) => {
          const { mode, kmh, distances } = PLAN[(person + dayIndex * 2 + slot) % PLAN.length]!;
          const distanceM = distances[(person + dayIndex + slot) % distances.length]!;
          // The first trip of the switch's day starts at the very instant of the switch: it is credited per mode.
          const start =
            day === switchDay && slot === 0 && person === 0
              ? switchAt
              : new Date(localDateTimeToInstant(`${day}T${slot === 0 ? '07' : '17'}:${10 + person * 7}`, TZ));
          const durationS = Math.ceil((distanceM / 1000 / kmh) * 3600 + 120);
          const perMode = start.getTime() >= switchAt.getTime();
          sent.push({
            participant,
            mode,
            distanceM,
            start,
            expectedMg: perMode ? perModeMg(mode, distanceM) : Math.round(distanceM * FLAT_MG_PER_METRE),
          });
          return {
            id: `${day}-${slot}`,
            activityType: mode,
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + durationS * 1000).toISOString(),
            distance: distanceM,
            source: 'app' as const,
          };
        }),
      );
      const results = await ingestTrips(db, participant, inputs, new Date(), { maxTripAgeDays: 60 });
      expect(results.map((result) => result.status).filter((status) => status === 'refused')).toEqual([]);
    }
  }, 120_000);

  it('credits each trip its city’s factor from the switch, half up, and 0.21 kg/km before it', async () => {
    const people = new Set(sent.map((trip) => trip.participant));
    const stored = (
      await suite.database.db.select().from(trips).where(eq(trips.organisationId, suite.world.organisation.id))
    ).filter((row) => people.has(row.participantId));
    expect(stored).toHaveLength(sent.length);
    for (const trip of sent) {
      const row = stored.find(
        (candidate) =>
          candidate.participantId === trip.participant && candidate.startTime.getTime() === trip.start.getTime(),
      )!;
      expect(row, `${trip.mode} ${trip.distanceM}`).toMatchObject({
        counted: true,
        countedDistanceM: trip.distanceM,
        ghgPerMode: trip.start.getTime() >= switchAt.getTime(),
        ghgMg: trip.expectedMg,
      });
    }
    // The boundaries themselves: 1001 m × 187.5 mg = 187,687.5 mg, 1002 m × 93.75 mg = 93,937.5 mg, both up.
    expect(perModeMg('bus', 1001)).toBe(187_688);
    expect(perModeMg('carpool', 1002)).toBe(93_938);
    const halves = sent.filter(
      (trip) => trip.start >= switchAt && (trip.distanceM * (CAR - FACTORS[trip.mode]!) * 1000) % 1 === 0.5,
    );
    expect(halves.length).toBeGreaterThan(2);
  });

  it('reports per mode distance × (car − mode) avoided, and the credited GHG the trips were given', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/reports/commuting?${new URLSearchParams({ organisationId: suite.world.organisation.id, startDate, endDate })}`,
      headers: bearer(suite.tokens.organisation),
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data as CommutingReport;
    for (const { mode } of PLAN) {
      const of = sent.filter((trip) => trip.mode === mode);
      const figures = report.totals.modes.find((candidate) => candidate.mode === mode)!;
      const distanceM = of.reduce((total, trip) => total + trip.distanceM, 0);
      expect(figures, mode).toMatchObject({
        participants: new Set(of.map((trip) => trip.participant)).size,
        trips: of.length,
        distanceKm: distanceM / 1000,
      });
      // The report's method: every trip of the range on the factors in force, unrounded, then to the gram.
      expect(figures.avoidedKg, mode).toBeCloseTo((distanceM * (CAR - FACTORS[mode]!)) / 1000, 3);
      expect(figures.emittedKg, mode).toBeCloseTo((distanceM * FACTORS[mode]!) / 1000, 3);
    }
    const creditedMg = sent.reduce((total, trip) => total + trip.expectedMg, 0);
    expect(report.totals.creditedKg).toBeCloseTo(creditedMg / 1e6, 3);
    expect(report.factors.find((factor) => factor.mode === 'bus')).toMatchObject({ kgPerKm: 0.0625, custom: true });
  });

  it('gives the statistics the credited GHG, and the simulator the same sum trip by trip in SQL', async () => {
    const creditedMg = sent.reduce((total, trip) => total + trip.expectedMg, 0);
    const statistics = await suite.app.inject({
      method: 'GET',
      url: `/api/statsApi/get-total-ghg?${new URLSearchParams({
        ownerType: 'organisation',
        ownerId: suite.world.organisation.id,
        period: 'range',
        startDate,
        endDate,
      })}`,
      headers: bearer(suite.tokens.organisation),
    });
    expect(statistics.statusCode, statistics.body).toBe(200);
    expect(statistics.json().data).toBeCloseTo(creditedMg / 1e6, 3);

    const simulation = await suite.app.inject({
      method: 'POST',
      url: '/api/simulations',
      headers: bearer(suite.tokens.city),
      payload: {
        organisationId: suite.world.organisation.id,
        startDate,
        endDate,
        rule: { kind: 'points_coefficient', pointsCoefficient: 10 },
      },
    });
    expect(simulation.statusCode, simulation.body).toBe(200);
    const { happened, planned } = simulation.json().data;
    expect(happened.ghgKg).toBe(Math.round(creditedMg / 1000) / 1000);
    expect(planned.ghgKg).toBe(happened.ghgKg);

    // To the milligram: the simulator's SQL rounds each trip's distance × (car − mode) half up, as `Math.round`.
    const query = {
      cityId: suite.world.city.id,
      organisationId: suite.world.organisation.id,
      from: new Date(localDateTimeToInstant(`${startDate}T00:00`, TZ)),
      to: new Date(localDateTimeToInstant(`${addDays(endDate, 1)}T00:00`, TZ)),
      startDate,
      endDate,
      windowInstants: [],
      ruleOrganisationId: null,
      withControlPoints: false,
    };
    const classes = (await groupSimulationClasses(suite.database.db, query)).map((group) => ({
      ...group,
      steps: [{ fromM: 0, counted: true, greenpoints: 0 }],
      capM: null,
      avoidedMgPerMetre: group.per_mode ? (CAR - FACTORS[group.mode]!) * 1000 : FLAT_MG_PER_METRE,
    }));
    const sums = await sumSimulation(suite.database.db, query, classes);
    expect(Number(sums.ghg_mg)).toBe(creditedMg);
    expect(Number(sums.planned_ghg)).toBe(creditedMg);
    expect(sums.trips).toBe(sent.length);
  });
});
