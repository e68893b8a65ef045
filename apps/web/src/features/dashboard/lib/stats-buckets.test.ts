import { describe, expect, it } from 'vitest';
import { blankBucketsFrom, findInProgressBucket, getBucketLabelOptions, splitInProgress } from './stats-buckets';

describe('getBucketLabelOptions', () => {
  it('writes days and weeks with their day, months by name', () => {
    expect(getBucketLabelOptions(['2026-11-01', '2026-11-02', '2026-11-03'])).toEqual({
      day: 'numeric',
      month: 'short',
    });
    expect(getBucketLabelOptions(['2026-01-01', '2026-02-01', '2026-03-01'])).toEqual({ month: 'short' });
  });

  it('adds the year when the series spans several years', () => {
    expect(getBucketLabelOptions(['2025-12-01', '2026-01-01'])).toEqual({ month: 'short', year: '2-digit' });
    expect(getBucketLabelOptions(['2025-12-29', '2026-01-05'])).toEqual({
      day: 'numeric',
      month: 'short',
      year: '2-digit',
    });
  });
});

describe('findInProgressBucket', () => {
  it('finds the day, week or month holding today while the range runs', () => {
    expect(findInProgressBucket(['2026-11-22', '2026-11-23', '2026-11-24'], '2026-11-23', '2026-11-24')).toBe(
      '2026-11-23',
    );
    expect(findInProgressBucket(['2026-10-01', '2026-11-01', '2026-12-01'], '2026-11-23', '2026-12-31')).toBe(
      '2026-11-01',
    );
    expect(findInProgressBucket(['2026-11-16', '2026-11-23'], '2026-11-23', '2026-11-23')).toBe('2026-11-23');
  });

  it('finds none once the range is over', () => {
    expect(findInProgressBucket(['2026-10-01', '2026-10-02'], '2026-11-23', '2026-10-31')).toBeNull();
  });
});

describe('blankBucketsFrom', () => {
  it('leaves the bucket in progress and those after it without figures', () => {
    const series = [
      { bucket: '2026-11-19', activeUsers: 4, sessions: 9 },
      { bucket: '2026-11-20', activeUsers: 3, sessions: 5 },
      { bucket: '2026-11-21', activeUsers: 0, sessions: 0 },
    ];
    expect(blankBucketsFrom(series, '2026-11-20', ['activeUsers', 'sessions'])).toEqual([
      { bucket: '2026-11-19', activeUsers: 4, sessions: 9 },
      { bucket: '2026-11-20', activeUsers: null, sessions: null },
      { bucket: '2026-11-21', activeUsers: null, sessions: null },
    ]);
    expect(blankBucketsFrom(series, null, ['sessions'])).toEqual(series);
  });
});

describe('splitInProgress', () => {
  it('puts the bucket in progress in its own bar and draws nothing after it', () => {
    const series = [
      { bucket: '2026-11-22', km: 12 },
      { bucket: '2026-11-23', km: 2 },
      { bucket: '2026-11-24', km: 0 },
    ];
    expect(splitInProgress(series, (point) => point.km, '2026-11-23')).toEqual([
      { bucket: '2026-11-22', value: 12, inProgress: null },
      { bucket: '2026-11-23', value: null, inProgress: 2 },
      { bucket: '2026-11-24', value: null, inProgress: null },
    ]);
    expect(splitInProgress(series, (point) => point.km, null).map((point) => point.value)).toEqual([12, 2, 0]);
  });
});
