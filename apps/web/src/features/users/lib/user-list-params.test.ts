import { describe, expect, it } from 'vitest';
import { readUserListParams, userExportUrl, userFiltersOf, writeUserListParams } from './user-list-params';

describe('the users list address', () => {
  it('reads the defaults from an empty address and drops malformed values', () => {
    expect(
      readUserListParams(new URLSearchParams('sort=password&pageSize=7&mode=rocket&activeDays=0&joinedFrom=x')),
    ).toEqual({
      q: undefined,
      organisationId: undefined,
      branchId: undefined,
      mode: undefined,
      activeDays: undefined,
      joinedFrom: undefined,
      joinedTo: undefined,
      page: 1,
      pageSize: 25,
      sort: 'lastName',
      order: 'asc',
    });
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const current = new URLSearchParams('page=3&mode=bike');
    expect(writeUserListParams(current, { q: 'dupont' }).get('page')).toBeNull();
    expect(writeUserListParams(current, { page: 4 }).get('page')).toBe('4');
    expect(writeUserListParams(current, { mode: undefined }).has('mode')).toBe(false);
  });

  it('exports the filters only, with the acceptance of the policy', () => {
    const params = readUserListParams(new URLSearchParams('mode=bike&activeDays=30&page=2&sort=ghg'));
    expect(userFiltersOf(params)).toEqual({ mode: 'bike', activeDays: 30 });
    expect(userExportUrl(userFiltersOf(params), 'csv', 'fr')).toBe(
      '/api/users/export?format=csv&language=fr&acceptDataPolicy=true&mode=bike&activeDays=30',
    );
  });
});
