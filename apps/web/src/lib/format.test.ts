import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarRange,
  formatDate,
  formatDateTime,
  formatDurationMinutes,
  formatDistanceKm,
  formatNumber,
  formatPrice,
  formatTimeOfDay,
  formatTimeZone,
  formatWeekday,
  timeZoneCity,
  toIntlLocale,
  toLocale,
} from './format';

const NARROW_NBSP = '\u202f';

describe('toLocale', () => {
  it('maps browser languages to a supported locale and falls back to French', () => {
    expect(toLocale('de-AT')).toBe('de');
    expect(toLocale('en')).toBe('en');
    expect(toLocale('es')).toBe('fr');
    expect(toLocale(undefined)).toBe('fr');
    expect(toIntlLocale('fr')).toBe('fr-FR');
  });
});

describe('formatNumber', () => {
  it('uses a narrow no-break space for thousands and a comma for decimals in French', () => {
    expect(formatNumber(12345.6, 'fr')).toBe(`12${NARROW_NBSP}345,6`);
    expect(formatDistanceKm(12345.6, 'fr')).toBe(`12${NARROW_NBSP}345,6${NARROW_NBSP}km`);
  });

  it('uses English and German separators', () => {
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(formatNumber(12345.6, 'de')).toBe('12.345,6');
  });

  it('writes negatives with a true minus sign', () => {
    expect(formatNumber(-1234.5, 'fr')).toBe(`\u22121${NARROW_NBSP}234,5`);
    expect(formatNumber(-0.25, 'fr', { style: 'percent' })).toBe('\u221225\u00a0%');
    expect(formatNumber(-3, 'en')).toBe('\u22123');
    expect(formatNumber(3, 'fr', { signDisplay: 'exceptZero' })).toBe('+3');
  });
});

describe('formatPrice', () => {
  it('writes the currency and the cents in every language', () => {
    expect(formatPrice(1234.5, 'fr')).toBe(`1${NARROW_NBSP}234,50\u00a0$`);
    expect(formatPrice(2.5, 'en')).toBe('$2.50');
    expect(formatPrice(2.5, 'de')).toBe('2,50\u00a0$');
    expect(formatPrice(-2, 'fr')).toBe('\u22122,00\u00a0$');
  });
});

describe('formatTimeZone', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('names a zone as people say it, with its city', () => {
    expect(formatTimeZone('America/New_York', 'fr', winter)).toBe('heure de l’Est nord-américain (New York)');
    expect(formatTimeZone('America/Toronto', 'en', winter)).toBe('Eastern Time (Toronto)');
    expect(formatTimeZone('Mars/Olympus_Mons', 'fr', winter)).toBe('Olympus Mons');
  });

  it('takes the city from the last part of the identifier', () => {
    expect(timeZoneCity('America/Indiana/Tell_City')).toBe('Tell City (Indiana)');
    expect(timeZoneCity('America/St_Johns')).toBe('St. John’s');
  });
});

describe('formatDate', () => {
  it('writes French dates in full', () => {
    expect(formatDate('2026-11-20T15:00:00Z', 'fr')).toBe('20 novembre 2026');
  });

  it('writes the first day of a month as an ordinal in French only', () => {
    expect(formatDate('2026-10-01T15:00:00Z', 'fr')).toBe('1er octobre 2026');
    expect(formatDateTime('2026-10-01T15:00:00Z', 'fr')).toBe('1er octobre 2026 à 11:00');
    expect(formatCalendarDate('2026-10-01', 'fr')).toBe('1er octobre 2026');
    expect(formatCalendarDate('2026-10-11', 'fr')).toBe('11 octobre 2026');
    expect(formatCalendarDate('2026-10-01', 'fr', { dateStyle: 'short' })).toBe('01/10/2026');
    expect(formatCalendarDate('2026-10-01', 'en')).toBe('October 1, 2026');
  });

  it('uses the city time zone (America/New_York by default)', () => {
    expect(formatDate('2026-11-21T03:00:00Z', 'fr')).toBe('20 novembre 2026');
    expect(formatDate('2026-11-21T03:00:00Z', 'fr', 'Europe/Paris')).toBe('21 novembre 2026');
  });

  it('never shifts calendar dates', () => {
    expect(formatCalendarDate('2026-11-20', 'fr')).toBe('20 novembre 2026');
    expect(formatCalendarDate('2026-11-20', 'de')).toBe('20. November 2026');
    expect(formatCalendarDate('not a date', 'fr')).toBe('not a date');
  });
});

describe('weekdays and times', () => {
  it('names weekdays in the active language', () => {
    expect(formatWeekday('mon', 'fr')).toBe('lun.');
    expect(formatWeekday('sun', 'en', 'long')).toBe('Sunday');
    expect(formatWeekday('wed', 'de', 'long')).toBe('Mittwoch');
  });

  it('formats wall-clock times', () => {
    expect(formatTimeOfDay('08:30', 'fr')).toBe('08:30');
    expect(formatTimeOfDay('17:05', 'de')).toBe('17:05');
    expect(formatTimeOfDay('bad', 'fr')).toBe('bad');
  });
});

describe('formatCalendarRange', () => {
  it('writes a range of days once', () => {
    expect(formatCalendarRange('2026-11-16', '2026-11-22', 'fr')).toBe('16–22 novembre 2026');
    expect(formatCalendarRange('2026-10-26', '2026-11-01', 'fr')).toBe('26 octobre\u2009–\u20091er novembre 2026');
    expect(formatCalendarRange('2026-11-01', '2026-11-30', 'fr')).toBe('1er–30 novembre 2026');
    expect(formatCalendarDate('2026-11-16', 'fr', { month: 'long', year: 'numeric' })).toBe('novembre 2026');
  });
});

describe('formatDurationMinutes', () => {
  it('writes minutes, hours and minutes, then hours', () => {
    const nbsp = '\u00a0';
    expect(formatDurationMinutes(45, 'fr')).toBe(`45${nbsp}min`);
    expect(formatDurationMinutes(750, 'fr')).toBe(`12${NARROW_NBSP}h 30${nbsp}min`);
    expect(formatDurationMinutes(120, 'fr')).toBe(`2${NARROW_NBSP}h`);
    expect(formatDurationMinutes(74_040, 'fr')).toBe(`1${NARROW_NBSP}234${NARROW_NBSP}h`);
    expect(formatDurationMinutes(750, 'en')).toBe('12 hrs 30 mins');
    expect(formatDurationMinutes(3217, 'fr', 600)).toBe(`54${NARROW_NBSP}h`);
  });
});
