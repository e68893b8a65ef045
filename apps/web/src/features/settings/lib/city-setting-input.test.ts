import { describe, expect, it } from 'vitest';
import { parseSettingForm, toFormValues } from './city-setting-input';

const form = (text: string, extra: Partial<{ period: 'day' | 'month'; checked: boolean }> = {}) => ({
  text,
  period: extra.period ?? 'month',
  checked: extra.checked ?? false,
});

describe('city setting inputs', () => {
  it('reads a coefficient with a comma, refuses 0, a negative value, text and four decimals', () => {
    expect(parseSettingForm('city-limits', 'pointsCoefficient', 'decimal', form('12,5'))).toEqual({
      ok: true,
      value: 12.5,
    });
    for (const text of ['0', '-2', 'dix', '1,0005', '']) {
      expect(parseSettingForm('city-limits', 'pointsCoefficient', 'decimal', form(text)).ok).toBe(false);
    }
    expect(parseSettingForm('city-limits', 'pointsCoefficient', 'decimal', form('0'))).toMatchObject({
      error: { key: 'city_settings.errors.coefficient', values: { max: 1000 } },
    });
  });

  it('takes empty as "no limit" where a limit is optional, and names the range otherwise', () => {
    expect(parseSettingForm('citizen-limits', 'maxDailyManualTrips', 'optional-count', form(''))).toEqual({
      ok: true,
      value: null,
    });
    expect(parseSettingForm('city-limits', 'daysBeforeOrdersExpire', 'count', form(''))).toMatchObject({
      error: { key: 'city_settings.errors.required' },
    });
    expect(parseSettingForm('city-limits', 'daysBeforeOrdersExpire', 'count', form('400'))).toMatchObject({
      error: { key: 'city_settings.errors.range', values: { min: 1, max: 365 } },
    });
    expect(
      parseSettingForm('citizen-limits', 'maxChallengesPerUser', 'periodic', form('3', { period: 'day' })),
    ).toEqual({
      ok: true,
      value: { value: 3, period: 'day' },
    });
  });

  it('writes one points-per-trip value for the three groups of modes', () => {
    expect(parseSettingForm('city-limits', 'maxPointsPerTrip', 'per-mode-group', form('150'))).toEqual({
      ok: true,
      value: { active: 150, collective: 150, other: 150 },
    });
    expect(toFormValues('per-mode-group', { active: 1, collective: 2, other: 3 }, 'fr').text).toBe('');
    expect(toFormValues('per-mode-group', { active: 5, collective: 5, other: 5 }, 'fr').text).toBe('5');
  });

  it('reads an email list one per line or separated by commas, and names the invalid addresses', () => {
    expect(
      parseSettingForm('admin-emails', 'orderAdminEmails', 'emails', form('a@example.org, b@example.org')),
    ).toEqual({
      ok: true,
      value: ['a@example.org', 'b@example.org'],
    });
    expect(
      parseSettingForm('admin-emails', 'orderAdminEmails', 'emails', form('a@example.org\npas-une-adresse')),
    ).toEqual({
      ok: false,
      error: { key: 'city_settings.errors.emails', values: { emails: 'pas-une-adresse' } },
    });
    expect(parseSettingForm('admin-emails', 'orderAdminEmails', 'emails', form('a@example.org A@example.org')).ok).toBe(
      false,
    );
    expect(toFormValues('emails', ['a@example.org', 'b@example.org'], 'fr').text).toBe('a@example.org\nb@example.org');
  });
});
