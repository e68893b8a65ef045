import { describe, expect, it } from 'vitest';
import type { TransportMode } from '@mobiverte/contracts';
import type { DemoParticipant } from '../demo-context.ts';
import { createRandom } from '../random.ts';
import { listQuebecHolidays } from './calendar.builder.ts';
import { planTrips, type PlannedTrip } from './trip-days.builder.ts';
import { drawTripHabits } from './trip-habits.builder.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const LAVAL = {
  timeZone: 'America/New_York',
  hasMetro: true,
  holidays: new Set([...listQuebecHolidays(2025), ...listQuebecHolidays(2026)]),
  now: NOW,
};

function planYear(usualTransportMode: TransportMode, seed = 1): PlannedTrip[] {
  const random = createRandom(seed, usualTransportMode);
  const participant: DemoParticipant = {
    id: '00000000-0000-4000-8000-000000000001',
    authUserId: 'user',
    cityId: 'laval',
    organisationId: null,
    branchId: null,
    email: 'camille@example.org',
    usualTransportMode,
    dataCollectionMethod: 'automatic',
    joinedAt: new Date('2025-01-01T00:00:00Z'),
  };
  const habits = drawTripHabits(random, {
    participant,
    workplace: [45.5445, -73.7475],
    engagement: 'regular',
    firstDay: '2025-11-20',
    lastDay: '2026-11-19',
  });
  return planTrips(random, habits, LAVAL);
}

const monthOf = (trip: PlannedTrip) => trip.startTime.getUTCMonth() + 1;
const share = (trips: PlannedTrip[], modes: TransportMode[]) =>
  trips.filter((trip) => modes.includes(trip.activityType)).length / Math.max(1, trips.length);

describe('planTrips', () => {
  it('gives a regular commuter a year of ordered, non-overlapping trips ending before now', () => {
    const trips = planYear('bike');
    expect(trips.length).toBeGreaterThan(250);
    expect(trips.length).toBeLessThan(600);
    expect(trips[0]!.startTime >= new Date('2025-11-20T05:00:00Z')).toBe(true);
    for (const [index, trip] of trips.entries()) {
      expect(trip.endTime > trip.startTime).toBe(true);
      expect(trip.endTime <= NOW).toBe(true);
      if (index > 0) expect(trip.startTime >= trips[index - 1]!.endTime).toBe(true);
    }
    expect(new Set(trips.map(monthOf)).size).toBe(12);
  });

  it('cycles in the season and takes the bus or the metro in winter', () => {
    const trips = planYear('bike');
    const summer = trips.filter((trip) => [6, 7, 8, 9].includes(monthOf(trip)));
    const winter = trips.filter((trip) => [1, 2].includes(monthOf(trip)));
    expect(share(summer, ['bike'])).toBeGreaterThan(0.6);
    expect(share(winter, ['bike'])).toBe(0);
    expect(share(winter, ['bus', 'metro'])).toBeGreaterThan(0.5);
  });

  it('drives alone most days when the usual mode is the car, sometimes carpooling', () => {
    const trips = planYear('car');
    expect(share(trips, ['car'])).toBeGreaterThan(0.55);
    expect(share(trips, ['carpool'])).toBeGreaterThan(0.05);
  });

  it('keeps distances and speeds believable for each mode', () => {
    const trips = [...planYear('bike'), ...planYear('walk'), ...planYear('bus'), ...planYear('train')];
    const limits: Partial<Record<TransportMode, [number, number]>> = {
      walk: [2.5, 7],
      bike: [8, 25],
      bus: [4, 35],
      train: [20, 60],
      car: [15, 50],
    };
    for (const trip of trips) {
      const hours = (trip.endTime.getTime() - trip.startTime.getTime()) / 3_600_000;
      const speed = trip.distance / 1000 / hours;
      const [min, max] = limits[trip.activityType] ?? [0, Number.POSITIVE_INFINITY];
      if (trip.distance >= 1000) expect(speed, `${trip.activityType} at ${speed} km/h`).toBeGreaterThanOrEqual(min);
      expect(speed, `${trip.activityType} at ${speed} km/h`).toBeLessThanOrEqual(max);
    }
    const walks = trips.filter((trip) => trip.activityType === 'walk').map((trip) => trip.distance);
    expect(Math.max(...walks)).toBeLessThanOrEqual(6000);
  });

  it('records a polyline for the trips the phone recorded', () => {
    const trips = planYear('bus');
    const recorded = trips.filter((trip) => trip.source === 'app');
    expect(recorded.length).toBeGreaterThan(trips.length * 0.9);
    for (const trip of recorded) expect(trip.geometry).toMatch(/^[?-~]{8,}$/);
  });

  it('is the same for the same seed', () => {
    expect(planYear('metro', 3)).toEqual(planYear('metro', 3));
  });
});
