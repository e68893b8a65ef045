import { describe, expect, it } from 'vitest';
import {
  alertsOwner,
  buildStatsParams,
  keepKnownBranch,
  readStatsFilters,
  type StatsFilters,
  writeStatsFilters,
} from './stats-filters';

const owner = { ownerType: 'organisation', ownerId: '5b0c8a4e-2f7f-4d4c-9d53-1c0f7c6d2a10' } as const;
const today = '2026-11-20';
const read = (query: string) => readStatsFilters(new URLSearchParams(query));
const month: StatsFilters = {
  period: 'month',
  periodKey: null,
  startDate: null,
  endDate: null,
  branchId: null,
  challengeId: null,
};

describe('readStatsFilters', () => {
  it('defaults to the current month for all branches', () => {
    expect(read('')).toEqual(month);
  });

  it('reads a period with its key and a branch', () => {
    expect(read('period=week&periodKey=2026-W46&branchId=b-1')).toEqual({
      ...month,
      period: 'week',
      periodKey: '2026-W46',
      branchId: 'b-1',
    });
  });

  it('reads a range, keeping a missing end date missing', () => {
    expect(read('period=range&startDate=2026-03-01&endDate=2026-03-31')).toMatchObject({
      period: 'range',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(read('period=range&startDate=2026-03-01')).toMatchObject({ startDate: '2026-03-01', endDate: null });
  });

  it('drops what is malformed or belongs to another period', () => {
    expect(read('period=decade')).toEqual(month);
    expect(read('period=month&periodKey=2026-W46')).toEqual(month);
    expect(read('period=month&startDate=2026-03-01')).toEqual(month);
    expect(read('period=range&startDate=2026-02-30&endDate=soon')).toMatchObject({ startDate: null, endDate: null });
    expect(read('branchId=<script>')).toEqual(month);
    expect(read('period=month&challenge=c-1')).toEqual(month);
  });

  it('reads a challenge period with its challenge', () => {
    expect(read('period=challenges&challenge=c-1')).toEqual({ ...month, period: 'challenges', challengeId: 'c-1' });
    expect(read('period=challenges&challenge=<b>')).toEqual({ ...month, period: 'challenges' });
  });
});

describe('writeStatsFilters', () => {
  it('writes the filters and keeps the other parameters', () => {
    const query = writeStatsFilters(new URLSearchParams('tab=activity&periodKey=2020'), {
      ...month,
      period: 'year',
      periodKey: '2025',
      branchId: 'b-2',
    });
    expect(query.toString()).toBe('tab=activity&period=year&periodKey=2025&branchId=b-2');
  });

  it('round-trips through the URL', () => {
    const range: StatsFilters = { ...month, period: 'range', startDate: '2026-01-05', endDate: '2026-02-01' };
    expect(readStatsFilters(writeStatsFilters(new URLSearchParams(), range))).toEqual(range);
    const challenge: StatsFilters = { ...month, period: 'challenges', challengeId: 'c-9', branchId: 'b-1' };
    expect(writeStatsFilters(new URLSearchParams(), challenge).toString()).toBe(
      'period=challenges&challenge=c-9&branchId=b-1',
    );
    expect(readStatsFilters(writeStatsFilters(new URLSearchParams(), challenge))).toEqual(challenge);
  });
});

describe('buildStatsParams', () => {
  it('gives calendar periods their key, the current one by default', () => {
    expect(buildStatsParams(owner, month, today)).toEqual({ ...owner, period: 'month', periodKey: '2026-11' });
    expect(buildStatsParams(owner, { ...month, period: 'week' }, today)).toEqual({
      ...owner,
      period: 'week',
      periodKey: '2026-W47',
    });
    expect(buildStatsParams(owner, { ...month, period: 'year', periodKey: '2025', branchId: 'b-1' }, today)).toEqual({
      ...owner,
      period: 'year',
      periodKey: '2025',
      branchId: 'b-1',
    });
  });

  it('sends a range with both dates, and nothing while it is incomplete or reversed', () => {
    const range: StatsFilters = { ...month, period: 'range', startDate: '2026-03-01', endDate: '2026-03-31' };
    expect(buildStatsParams(owner, range, today)).toEqual({
      ...owner,
      period: 'range',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(buildStatsParams(owner, { ...range, endDate: null }, today)).toBeNull();
    expect(buildStatsParams(owner, { ...range, endDate: '2026-02-01' }, today)).toBeNull();
  });
});

describe('buildStatsParams for a challenge', () => {
  it('sends the challenge, and nothing until one is chosen', () => {
    const challenge: StatsFilters = { ...month, period: 'challenges', challengeId: 'c-1' };
    expect(buildStatsParams(owner, challenge, today)).toEqual({ ...owner, period: 'challenges', challenge: 'c-1' });
    expect(buildStatsParams(owner, { ...challenge, challengeId: null }, today)).toBeNull();
  });
});

describe('keepKnownBranch', () => {
  const withBranch = { ...month, branchId: 'b-1' };

  it("keeps the URL's branch while the list loads and when the organisation has it", () => {
    expect(keepKnownBranch(withBranch, null)).toBe(withBranch);
    expect(keepKnownBranch(withBranch, ['b-0', 'b-1'])).toBe(withBranch);
  });

  it('falls back to all branches for an unknown branch or an empty list', () => {
    expect(keepKnownBranch(withBranch, ['b-2'])).toEqual(month);
    expect(keepKnownBranch(withBranch, [])).toEqual(month);
    expect(keepKnownBranch(month, [])).toBe(month);
  });
});

describe('alertsOwner', () => {
  it('sends the branch the filters select with the owner, and only then', () => {
    const branchId = '0d3c1a2b-1111-4a4a-8b8b-222233334444';
    expect(alertsOwner(owner, { branchId })).toEqual({ ...owner, branchId });
    expect(alertsOwner(owner, { branchId: null })).toEqual(owner);
  });
});
