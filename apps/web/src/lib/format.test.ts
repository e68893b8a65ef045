import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDistanceKm,
  formatNumber,
  formatTimeOfDay,
  formatWeekday,
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
});

describe('formatDate', () => {
  it('writes French dates in full', () => {
    expect(formatDate('2026-11-20T15:00:00Z', 'fr')).toBe('20 novembre 2026');
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
