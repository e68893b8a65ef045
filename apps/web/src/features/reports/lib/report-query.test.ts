import { describe, expect, it } from 'vitest';
import { presetReportRange, reportDownloadUrl, reportPresetOf, toReportQuery } from './report-query';

describe('report query', () => {
  it('offers this year, last year and the last 12 months', () => {
    expect(presetReportRange('this_year', '2026-11-26')).toEqual({ startDate: '2026-01-01', endDate: '2026-11-26' });
    expect(presetReportRange('last_year', '2026-11-26')).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(presetReportRange('last_12_months', '2026-11-26')).toEqual({
      startDate: '2025-11-27',
      endDate: '2026-11-26',
    });
    expect(reportPresetOf({ startDate: '2025-01-01', endDate: '2025-12-31' }, '2026-11-26')).toBe('last_year');
    expect(reportPresetOf({ startDate: '2025-01-02', endDate: '2025-12-31' }, '2026-11-26')).toBeNull();
  });

  it('asks for nothing while the range is backwards or over three years', () => {
    const scope = { kind: 'city', cityId: 'c' } as const;
    expect(toReportQuery(scope, { startDate: '2026-02-01', endDate: '2026-01-01' })).toBeNull();
    expect(toReportQuery(scope, { startDate: '2020-01-01', endDate: '2026-01-01' })).toBeNull();
    expect(
      toReportQuery({ kind: 'organisation', organisationId: 'o' }, { startDate: '2026-01-01', endDate: '2026-06-30' }),
    ).toEqual({
      organisationId: 'o',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
  });

  it('builds the download address with its format and language', () => {
    expect(reportDownloadUrl({ cityId: 'c', startDate: '2026-01-01', endDate: '2026-12-31' }, 'pdf', 'de')).toBe(
      '/api/reports/commuting/download?cityId=c&startDate=2026-01-01&endDate=2026-12-31&format=pdf&language=de',
    );
  });
});
