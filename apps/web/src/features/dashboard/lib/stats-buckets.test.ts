import { describe, expect, it } from 'vitest';
import { blankFutureBuckets, getBucketLabelOptions } from './stats-buckets';

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

describe('blankFutureBuckets', () => {
  it('leaves the days after today without figures', () => {
    const series = [
      { bucket: '2026-11-19', activeUsers: 4, sessions: 9 },
      { bucket: '2026-11-20', activeUsers: 3, sessions: 5 },
      { bucket: '2026-11-21', activeUsers: 0, sessions: 0 },
    ];
    expect(blankFutureBuckets(series, '2026-11-20', ['activeUsers', 'sessions'])).toEqual([
      { bucket: '2026-11-19', activeUsers: 4, sessions: 9 },
      { bucket: '2026-11-20', activeUsers: 3, sessions: 5 },
      { bucket: '2026-11-21', activeUsers: null, sessions: null },
    ]);
  });
});
