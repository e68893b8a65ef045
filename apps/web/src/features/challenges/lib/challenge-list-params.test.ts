import { describe, expect, it } from 'vitest';
import { readChallengeListParams, writeChallengeListParams } from './challenge-list-params';

const read = (query: string) => readChallengeListParams(new URLSearchParams(query));

describe('the challenges page in its URL', () => {
  it('reads the tab, page and sorting, and falls back on anything malformed', () => {
    expect(read('tab=upcoming&page=3&sort=name&order=asc')).toEqual({
      tab: 'upcoming',
      page: 3,
      sort: 'name',
      order: 'asc',
    });
    expect(read('tab=pending&page=-2&sort=drop&order=up')).toEqual({
      tab: 'all',
      page: 1,
      sort: 'startAt',
      order: 'desc',
    });
    expect(read('page=1.5').page).toBe(1);
  });

  it('leaves the defaults out and starts a new tab or sorting at page 1', () => {
    const current = read('tab=ended&page=4');
    expect(writeChallengeListParams(current, { page: 5 }).toString()).toBe('tab=ended&page=5');
    expect(writeChallengeListParams(current, { tab: 'draft' }).toString()).toBe('tab=draft');
    expect(writeChallengeListParams(current, { sort: 'name', order: 'asc' }).toString()).toBe(
      'tab=ended&sort=name&order=asc',
    );
    expect(writeChallengeListParams(current, { tab: 'all' }).toString()).toBe('');
  });
});
