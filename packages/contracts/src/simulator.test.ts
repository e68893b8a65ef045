import { describe, expect, it } from 'vitest';
import {
  greenpointsValue,
  inPlannedWindow,
  plannedRuleSchema,
  plannedWindowInstants,
  replaySteps,
  replayTrip,
  simulationInput,
  simulationRangeError,
  type PlannedHappyHour,
  type PlannedRule,
  type ReplayedClass,
  type ReplayedTrip,
} from './simulator.ts';
import { buildTripContext, type TripContextSettings } from './trip-context.ts';
import { evaluateTrip, ghgAvoidedMg } from './trip-rules.ts';

const rule: PlannedHappyHour = {
  kind: 'happy_hour',
  weekdays: [1, 5],
  startTime: '07:30',
  endTime: '09:00',
  multiplier: 2,
  activityTypes: ['bike'],
  organisationId: null,
};
const trip: ReplayedTrip = {
  activityType: 'bike',
  distanceM: 4000,
  durationS: 900,
  source: 'app',
  inPlannedWindow: true,
  organisationId: null,
  happyHourMultiplier: 1,
  controlPointCoefficient: 1,
  kmPerTrip: null,
  pointsWithheld: false,
  manualTripAllowed: true,
};
const settings = { pointsCoefficient: '10', maxPointsPerTrip: { active: null, collective: null, other: null } };

describe('the what-if simulator', () => {
  it('places a local start in the recurring window: its weekdays, start included, end excluded', () => {
    expect(inPlannedWindow(rule, 1, 7 * 60 + 30)).toBe(true);
    expect(inPlannedWindow(rule, 5, 8 * 60 + 59)).toBe(true);
    expect(inPlannedWindow(rule, 5, 9 * 60)).toBe(false);
    expect(inPlannedWindow(rule, 2, 8 * 60)).toBe(false);
    // 2026-11-02 is a Monday, the day after the autumn change of daylight-saving time in New York.
    expect(plannedWindowInstants(rule, { startDate: '2026-10-30', endDate: '2026-11-02' }, 'America/New_York')).toEqual(
      ['2026-10-30T11:30:00.000Z', '2026-10-30T13:00:00.000Z', '2026-11-02T12:30:00.000Z', '2026-11-02T14:00:00.000Z'],
    );
    expect(
      plannedWindowInstants(
        { ...rule, weekdays: [7], endTime: '24:00' },
        { startDate: '2026-11-01', endDate: '2026-11-01' },
        'UTC',
      ),
    ).toEqual(['2026-11-01T07:30:00.000Z', '2026-11-02T00:00:00.000Z']);
  });

  it('replays a trip through the rules of ingestion with the planned rule changed', () => {
    const asIngested = evaluateTrip(
      { activityType: 'bike', distanceM: 4000, durationS: 900, source: 'app' },
      buildTripContext(settings, { ...trip, happyHourMultiplier: 2 }),
    );
    expect(replayTrip(trip, settings, rule)).toEqual(asIngested);
    // The highest multiplier applies: a happy hour already in force at 3 stays.
    expect(replayTrip({ ...trip, happyHourMultiplier: 3 }, settings, rule).greenpoints).toBe(25);
    // Another mode, another organisation or outside the window: as credited.
    expect(replayTrip({ ...trip, activityType: 'walk' }, settings, rule).greenpoints).toBe(8);
    expect(replayTrip(trip, settings, { ...rule, organisationId: crypto.randomUUID() }).greenpoints).toBe(8);
    expect(replayTrip({ ...trip, inPlannedWindow: false }, settings, rule).greenpoints).toBe(8);
    // A coefficient replaces the city's, the caps and refusals still apply.
    const coefficient = { kind: 'points_coefficient', pointsCoefficient: 20 } as const;
    expect(replayTrip(trip, settings, coefficient).greenpoints).toBe(17);
    expect(replayTrip(trip, null, coefficient).greenpoints).toBe(17);
    expect(
      replayTrip(trip, { ...settings, maxPointsPerTrip: { active: 10, collective: null, other: null } }, coefficient)
        .greenpoints,
    ).toBe(10);
    expect(replayTrip({ ...trip, activityType: 'car' }, settings, coefficient).counted).toBe(false);
    expect(replayTrip({ ...trip, source: 'manual', manualTripAllowed: false }, settings, coefficient).counted).toBe(
      false,
    );
  });

  it('finds the steps of a class of trips: at every distance, the replay of the step it falls in', () => {
    const classes: [ReplayedClass, TripContextSettings, PlannedRule][] = [
      [trip, settings, rule],
      [{ ...trip, kmPerTrip: 3.2, happyHourMultiplier: 1.5 }, settings, { ...rule, multiplier: 2.7 }],
      [{ ...trip, activityType: 'bus', avoidedMgPerMetre: 96.99999999999999 }, settings, rule],
      [trip, { ...settings, maxPointsPerTrip: { active: 7, collective: null, other: null } }, rule],
      [{ ...trip, durationS: 60 }, settings, rule],
      [{ ...trip, pointsWithheld: true }, null, { kind: 'points_coefficient', pointsCoefficient: 13.37 }],
    ];
    for (const [replayed, citySettings, planned] of classes) {
      const range = { minM: 123, maxM: 9_000 };
      const { steps, capM } = replaySteps(replayed, range, citySettings, planned);
      expect(steps[0]!.fromM).toBe(range.minM);
      const wrong: number[] = [];
      let index = 0;
      for (let distanceM = range.minM; distanceM <= range.maxM; distanceM++) {
        while (steps[index + 1] && steps[index + 1]!.fromM <= distanceM) index++;
        const outcome = replayTrip({ ...replayed, distanceM }, citySettings, planned);
        const ghgMg = outcome.counted
          ? ghgAvoidedMg(Math.min(distanceM, capM ?? distanceM), replayed.avoidedMgPerMetre)
          : 0;
        const step = steps[index]!;
        if (outcome.counted !== step.counted || outcome.greenpoints !== step.greenpoints || outcome.ghgMg !== ghgMg) {
          wrong.push(distanceM);
        }
      }
      expect(wrong).toEqual([]);
    }
  });

  it('checks the rule and the period', () => {
    expect(plannedRuleSchema.safeParse({ ...rule, endTime: '07:00' }).success).toBe(false);
    expect(plannedRuleSchema.safeParse({ ...rule, weekdays: [1, 1] }).success).toBe(false);
    expect(plannedRuleSchema.safeParse({ ...rule, multiplier: 1 }).success).toBe(false);
    expect(plannedRuleSchema.safeParse({ ...rule, endTime: '24:00' }).success).toBe(true);
    expect(plannedRuleSchema.safeParse({ kind: 'points_coefficient', pointsCoefficient: 0 }).success).toBe(false);
    const base = { startDate: '2026-10-01', endDate: '2026-10-31', rule };
    expect(simulationInput.safeParse(base).success).toBe(false);
    expect(simulationInput.safeParse({ ...base, cityId: crypto.randomUUID() }).success).toBe(true);
    expect(simulationRangeError(base, '2026-11-26')).toBeNull();
    expect(simulationRangeError({ startDate: '2026-10-02', endDate: '2026-10-01' }, '2026-11-26')).toBe(
      'end_before_start',
    );
    expect(simulationRangeError({ startDate: '2026-01-01', endDate: '2026-10-01' }, '2026-11-26')).toBe(
      'simulation_range_too_long',
    );
    expect(simulationRangeError({ startDate: '2026-11-27', endDate: '2026-11-30' }, '2026-11-26')).toBe(
      'simulation_in_future',
    );
    expect(greenpointsValue(12_345)).toBe(123.45);
  });
});
