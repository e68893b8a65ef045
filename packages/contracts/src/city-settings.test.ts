import { describe, expect, it } from 'vitest';
import {
  CITY_SETTING_FIELDS,
  CITY_SETTINGS_KINDS,
  CITY_SETTINGS_SCHEMAS,
  citySettingPatchError,
  citySettingPatchSchema,
  hasRequiredControlPoints,
  kindOfSetting,
  maxPointsForMode,
  modeGroupOf,
  pointsWithheldForControlPoints,
  samePointsForEveryModeGroup,
} from './city-settings.ts';

describe('city settings', () => {
  it('lists each field of each kind once, and every field of the schemas', () => {
    for (const kind of CITY_SETTINGS_KINDS) {
      const listed = CITY_SETTING_FIELDS[kind].map((definition) => definition.field).sort();
      expect(listed).toEqual(Object.keys(CITY_SETTINGS_SCHEMAS[kind].shape).sort());
      for (const field of listed) expect(kindOfSetting(field)).toBe(kind);
    }
    expect(kindOfSetting('unknown')).toBeNull();
  });

  it('refuses a coefficient of 0, a negative one, a non-number and more than three decimals', () => {
    const coefficient = (value: unknown) => citySettingPatchSchema.safeParse({ pointsCoefficient: value }).success;
    expect(coefficient(12.5)).toBe(true);
    expect(coefficient(0.001)).toBe(true);
    expect(coefficient(0)).toBe(false);
    expect(coefficient(-1)).toBe(false);
    expect(coefficient('10')).toBe(false);
    expect(coefficient(1.0005)).toBe(false);
    expect(coefficient(1001)).toBe(false);
  });

  it('takes whole numbers from 0 or null for "no limit", and periodic limits', () => {
    const ok = (patch: unknown) => citySettingPatchSchema.safeParse(patch).success;
    expect(ok({ maxDailyManualTrips: null })).toBe(true);
    expect(ok({ maxDailyManualTrips: 0 })).toBe(true);
    expect(ok({ maxDailyManualTrips: 1.5 })).toBe(false);
    expect(ok({ maxDailyManualTrips: -1 })).toBe(false);
    expect(ok({ daysBeforeOrdersExpire: null })).toBe(false);
    expect(ok({ daysBeforeOrdersExpire: 0 })).toBe(false);
    expect(ok({ maxChallengesPerUser: { value: 3, period: 'month' } })).toBe(true);
    expect(ok({ maxChallengesPerUser: { value: 3, period: 'decade' } })).toBe(false);
    expect(ok({ maxPointsPerTrip: samePointsForEveryModeGroup(200) })).toBe(true);
    expect(ok({ maxPointsPerTrip: 200 })).toBe(false);
    expect(ok({ driverDetourMinutes: 121 })).toBe(false);
    expect(ok({ unknown: 1 })).toBe(false);
  });

  it('validates the admin email lists: addresses, no duplicates, at most ten', () => {
    const ok = (emails: unknown) => citySettingPatchSchema.safeParse({ orderAdminEmails: emails }).success;
    expect(ok([])).toBe(true);
    expect(ok(['a@example.org', 'b@example.org'])).toBe(true);
    expect(ok(['not an email'])).toBe(false);
    expect(ok(['a@example.org', 'A@example.org'])).toBe(false);
    expect(ok(Array.from({ length: 11 }, (_, index) => `a${index}@example.org`))).toBe(false);
  });

  it('asks for exactly one field, of the kind of the address', () => {
    expect(citySettingPatchError('city-limits', { pointsCoefficient: 2 })).toBeNull();
    expect(citySettingPatchError('city-limits', {})).toBe('city_setting_one_field');
    expect(citySettingPatchError('city-limits', { pointsCoefficient: 2, maxTripAgeDays: 3 })).toBe(
      'city_setting_one_field',
    );
    expect(citySettingPatchError('carpool', { pointsCoefficient: 2 })).toBe('city_setting_not_in_kind');
  });

  it('groups modes as active, collective and other, and caps points per group', () => {
    expect(modeGroupOf('bike')).toBe('active');
    expect(modeGroupOf('walk')).toBe('active');
    expect(modeGroupOf('bus')).toBe('collective');
    expect(modeGroupOf('carpool')).toBe('collective');
    expect(modeGroupOf('electric_car')).toBe('other');
    const limits = { active: 100, collective: 50, other: null };
    expect(maxPointsForMode(limits, 'run')).toBe(100);
    expect(maxPointsForMode(limits, 'train')).toBe(50);
    expect(maxPointsForMode(limits, 'scooter')).toBeNull();
    expect(samePointsForEveryModeGroup(7)).toEqual({ active: 7, collective: 7, other: 7 });
  });

  it('requires two of home, study and work as control points (spec §5)', () => {
    expect(hasRequiredControlPoints([])).toBe(false);
    expect(hasRequiredControlPoints(['home'])).toBe(false);
    expect(hasRequiredControlPoints(['home', 'home'])).toBe(false);
    expect(hasRequiredControlPoints(['home', 'academic'])).toBe(true);
    expect(hasRequiredControlPoints(['home', 'work', 'academic'])).toBe(true);
    const on = { controlPointsEnabled: true, pointsOnlyWithControlPoints: true };
    expect(pointsWithheldForControlPoints(on, ['home'])).toBe(true);
    expect(pointsWithheldForControlPoints(on, ['home', 'work'])).toBe(false);
    expect(pointsWithheldForControlPoints({ ...on, controlPointsEnabled: false }, [])).toBe(false);
    expect(pointsWithheldForControlPoints({ ...on, pointsOnlyWithControlPoints: false }, [])).toBe(false);
  });
});
