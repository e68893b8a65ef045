import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_FILTERS,
  formatHours,
  getMapRange,
  hoursChoice,
  presetRange,
  rangePresetOf,
  readMapFilters,
  toMapQuery,
  writeMapFilters,
} from './map-filters';

describe('map filters in the URL', () => {
  it('reads back what it writes', () => {
    const filters = {
      ...DEFAULT_MAP_FILTERS,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      hours: '7-9',
      modes: ['bike' as const, 'walk' as const],
      organisationId: 'org-1',
      compare: { startDate: '2025-03-01', endDate: '2025-03-31' },
    };
    expect(readMapFilters(writeMapFilters(new URLSearchParams('tab=x'), filters))).toEqual(filters);
  });

  it('keeps other parameters and leaves out what is empty', () => {
    const search = writeMapFilters(new URLSearchParams('measure=participants'), DEFAULT_MAP_FILTERS);
    expect(search.toString()).toBe('measure=participants');
  });

  it('falls back on anything malformed: unknown modes, hours out of the day, a reversed comparison', () => {
    const filters = readMapFilters(
      new URLSearchParams(
        'startDate=2026-13-01&endDate=2026-01-31&hours=7-25&modes=bike,car,teleport&compareStart=2026-02-01&compareEnd=2026-01-01&organisationId=%3Cx%3E',
      ),
    );
    expect(filters).toEqual({ ...DEFAULT_MAP_FILTERS, modes: ['bike'] });
  });
});

describe('toMapQuery', () => {
  const range = { startDate: '2026-03-01', endDate: '2026-03-31' };

  it('asks for the city with the hours and the modes, sorted so that the cache key is stable', () => {
    expect(
      toMapQuery({ hours: '7-9', modes: ['walk', 'bike'], organisationId: null }, { cityId: 'c-1' }, range),
    ).toEqual({
      cityId: 'c-1',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      hours: '7-9',
      modes: 'bike,walk',
    });
  });

  it('asks for one organisation when a city filters on it, and sends no empty filter', () => {
    expect(toMapQuery({ hours: null, modes: [], organisationId: 'o-1' }, { cityId: 'c-1' }, range)).toEqual({
      organisationId: 'o-1',
      ...range,
    });
  });

  it('keeps an organisation admin on their own organisation', () => {
    expect(
      toMapQuery({ hours: null, modes: [], organisationId: 'o-2' }, { organisationId: 'o-1' }, range),
    ).toMatchObject({
      organisationId: 'o-1',
    });
  });
});

describe('hours', () => {
  it('names the presets and tells a custom window', () => {
    expect(hoursChoice('7-9')).toBe('morning');
    expect(hoursChoice('16-19')).toBe('evening');
    expect(hoursChoice('10-14')).toBe('custom');
    expect(hoursChoice(null)).toBe('all_day');
  });

  it('formats a custom window, wrapping past midnight, and refuses an empty one', () => {
    expect(formatHours(22, 6)).toBe('22-6');
    expect(formatHours(8, 8)).toBeNull();
    expect(formatHours(0, 24)).toBe('0-24');
  });
});

describe('ranges', () => {
  const today = '2026-03-18';

  it('opens on the current month up to today, and names the presets', () => {
    expect(getMapRange(DEFAULT_MAP_FILTERS, today)).toEqual({ startDate: '2026-03-01', endDate: today });
    expect(presetRange('last_month', today)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(presetRange('last_90_days', today)).toEqual({ startDate: '2025-12-19', endDate: today });
    expect(presetRange('this_year', today)).toEqual({ startDate: '2026-01-01', endDate: today });
    expect(rangePresetOf({ startDate: '2026-02-01', endDate: '2026-02-28' }, today)).toBe('last_month');
    expect(rangePresetOf({ startDate: '2026-02-02', endDate: '2026-02-28' }, today)).toBeNull();
  });

  it('shows nothing while the range ends before it starts', () => {
    expect(getMapRange({ startDate: '2026-03-10', endDate: '2026-03-01' }, today)).toBeNull();
  });
});
