import { describe, expect, it } from 'vitest';
import { readOrganisationListParams, writeOrganisationListParams } from './organisation-list-params';

describe('organisation list params', () => {
  it('reads the URL, falling back on anything malformed', () => {
    expect(readOrganisationListParams(new URLSearchParams('q=velo&page=2&sort=participants&order=desc'))).toEqual({
      q: 'velo',
      page: 2,
      sort: 'participants',
      order: 'desc',
    });
    expect(readOrganisationListParams(new URLSearchParams('page=-1&sort=drop&order=up'))).toEqual({
      q: '',
      page: 1,
      sort: 'name',
      order: 'asc',
    });
  });

  it('writes only what differs from the defaults, and a new search starts at page 1', () => {
    const current = { q: '', page: 3, sort: 'name' as const, order: 'asc' as const };
    expect(writeOrganisationListParams(current, { q: 'atelier' }).toString()).toBe('q=atelier');
    expect(writeOrganisationListParams(current, { page: 4 }).toString()).toBe('page=4');
  });
});
