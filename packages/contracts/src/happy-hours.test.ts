import { describe, expect, it } from 'vitest';
import {
  happyHourApplies,
  happyHourInput,
  happyHourMultiplierOf,
  happyHoursConflict,
  happyHourState,
  instantToLocalDateTime,
  localDateTimeToInstant,
  type HappyHourScope,
} from './happy-hours.ts';

const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER_ORG = '00000000-0000-4000-8000-000000000002';
const BRANCH = '00000000-0000-4000-8000-000000000003';

const hour = (overrides: Partial<HappyHourScope> = {}): HappyHourScope => ({
  startAt: '2026-05-04T11:00:00.000Z',
  endAt: '2026-05-04T13:00:00.000Z',
  multiplier: 2,
  activityTypes: null,
  organisationId: null,
  branchId: null,
  ...overrides,
});
const trip = (iso: string, overrides: Partial<Parameters<typeof happyHourApplies>[1]> = {}) => ({
  startTime: new Date(iso),
  activityType: 'bike',
  organisationId: ORG,
  branchId: BRANCH,
  ...overrides,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Heure verte',
  startAt: '2026-05-04T11:00:00.000Z',
  endAt: '2026-05-04T13:00:00.000Z',
  multiplier: 2,
  ...overrides,
});

describe('happyHourInput', () => {
  it('accepts a plain body and one with modes and scope', () => {
    expect(happyHourInput.safeParse(body()).success).toBe(true);
    expect(
      happyHourInput.safeParse(body({ activityTypes: ['bike', 'walk'], organisationId: ORG, branchId: BRANCH }))
        .success,
    ).toBe(true);
  });
  it.each([1, 1.05, 10.01, 0, -2, 2.345, Number.NaN])('refuses the multiplier %s', (multiplier) => {
    expect(happyHourInput.safeParse(body({ multiplier })).success).toBe(false);
  });
  it.each([1.1, 1.25, 10, 3])('accepts the multiplier %s', (multiplier) => {
    expect(happyHourInput.safeParse(body({ multiplier })).success).toBe(true);
  });
  it('refuses an end before the start, a window longer than 31 days, a branch without organisation', () => {
    expect(happyHourInput.safeParse(body({ endAt: '2026-05-04T11:00:00.000Z' })).success).toBe(false);
    expect(happyHourInput.safeParse(body({ endAt: '2026-06-04T11:00:01.000Z' })).success).toBe(false);
    expect(happyHourInput.safeParse(body({ endAt: '2026-06-04T11:00:00.000Z' })).success).toBe(true);
    expect(happyHourInput.safeParse(body({ branchId: BRANCH })).success).toBe(false);
  });
  it('refuses unknown or repeated modes and an empty list', () => {
    expect(happyHourInput.safeParse(body({ activityTypes: ['teleport'] })).success).toBe(false);
    expect(happyHourInput.safeParse(body({ activityTypes: ['bike', 'bike'] })).success).toBe(false);
    expect(happyHourInput.safeParse(body({ activityTypes: [] })).success).toBe(false);
  });
});

describe('happyHourApplies', () => {
  it('takes a start inside [startAt, endAt)', () => {
    expect(happyHourApplies(hour(), trip('2026-05-04T11:00:00.000Z'))).toBe(true);
    expect(happyHourApplies(hour(), trip('2026-05-04T12:59:59.999Z'))).toBe(true);
    expect(happyHourApplies(hour(), trip('2026-05-04T13:00:00.000Z'))).toBe(false);
    expect(happyHourApplies(hour(), trip('2026-05-04T10:59:59.999Z'))).toBe(false);
  });
  it('honours the modes, the organisation and the branch', () => {
    const at = '2026-05-04T12:00:00.000Z';
    expect(happyHourApplies(hour({ activityTypes: ['walk'] }), trip(at))).toBe(false);
    expect(happyHourApplies(hour({ activityTypes: ['walk', 'bike'] }), trip(at))).toBe(true);
    expect(happyHourApplies(hour({ organisationId: OTHER_ORG }), trip(at))).toBe(false);
    expect(happyHourApplies(hour({ organisationId: ORG }), trip(at))).toBe(true);
    expect(happyHourApplies(hour({ organisationId: ORG }), trip(at, { organisationId: null }))).toBe(false);
    expect(happyHourApplies(hour({ organisationId: ORG, branchId: BRANCH }), trip(at))).toBe(true);
    expect(happyHourApplies(hour({ organisationId: ORG, branchId: BRANCH }), trip(at, { branchId: null }))).toBe(false);
  });
  it('gives the highest multiplier that applies, 1 when none does', () => {
    const at = trip('2026-05-04T12:00:00.000Z');
    expect(happyHourMultiplierOf([], at)).toBe(1);
    expect(
      happyHourMultiplierOf([hour({ multiplier: '2.00' }), hour({ multiplier: '3.50', organisationId: ORG })], at),
    ).toBe(3.5);
    expect(happyHourMultiplierOf([hour({ multiplier: 5, activityTypes: ['car'] })], at)).toBe(1);
  });
});

describe('happyHoursConflict', () => {
  const later = { startAt: '2026-05-04T13:00:00.000Z', endAt: '2026-05-04T14:00:00.000Z' };
  it('conflicts on overlapping windows with intersecting scopes', () => {
    expect(happyHoursConflict(hour(), hour({ startAt: '2026-05-04T12:00:00.000Z' }))).toBe(true);
    expect(happyHoursConflict(hour(), hour({ organisationId: ORG }))).toBe(true);
    expect(happyHoursConflict(hour({ activityTypes: ['bike'] }), hour({ activityTypes: ['bike', 'walk'] }))).toBe(true);
  });
  it('does not conflict for adjacent windows, other organisations or disjoint modes', () => {
    expect(happyHoursConflict(hour(), hour(later))).toBe(false);
    expect(happyHoursConflict(hour({ organisationId: ORG }), hour({ organisationId: OTHER_ORG }))).toBe(false);
    expect(happyHoursConflict(hour({ activityTypes: ['bike'] }), hour({ activityTypes: ['walk'] }))).toBe(false);
  });
});

describe('happyHourState', () => {
  it('is past, current or upcoming', () => {
    expect(happyHourState(hour(), new Date('2026-05-04T10:00:00Z'))).toBe('upcoming');
    expect(happyHourState(hour(), new Date('2026-05-04T11:00:00Z'))).toBe('current');
    expect(happyHourState(hour(), new Date('2026-05-04T13:00:00Z'))).toBe('past');
  });
});

describe('local date-times in the city time zone', () => {
  const zone = 'America/Toronto';
  it('keeps the local evening hours across the November daylight-saving change', () => {
    // 2026-11-01 is the first Sunday of November: 2 a.m. EDT becomes 1 a.m. EST.
    expect(localDateTimeToInstant('2026-10-31T18:00', zone)).toBe('2026-10-31T22:00:00.000Z');
    expect(localDateTimeToInstant('2026-11-01T18:00', zone)).toBe('2026-11-01T23:00:00.000Z');
    expect(localDateTimeToInstant('2026-11-02T20:00', zone)).toBe('2026-11-03T01:00:00.000Z');
    expect(instantToLocalDateTime('2026-11-01T23:00:00.000Z', zone)).toBe('2026-11-01T18:00');
    expect(instantToLocalDateTime('2026-10-31T22:00:00.000Z', zone)).toBe('2026-10-31T18:00');
  });
  it('takes the first of a repeated time and moves a skipped time forward', () => {
    expect(localDateTimeToInstant('2026-11-01T01:30', zone)).toBe('2026-11-01T05:30:00.000Z');
    expect(localDateTimeToInstant('2026-03-08T02:30', zone)).toBe('2026-03-08T07:30:00.000Z');
    expect(instantToLocalDateTime('2026-03-08T07:30:00.000Z', zone)).toBe('2026-03-08T03:30');
  });
  it('round-trips in another zone', () => {
    for (const local of ['2026-01-15T07:45', '2026-07-15T23:59']) {
      expect(instantToLocalDateTime(localDateTimeToInstant(local, 'Europe/Paris'), 'Europe/Paris')).toBe(local);
    }
  });
});
