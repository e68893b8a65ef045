import { localDayOf } from '@mobiverte/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '@/testing/me-fixture';
import { organisationsScoresQueryOptions } from './api/get-organisations-scores';
import { statsByQueryOptions } from './api/get-stats-by';
import { topParticipantsQueryOptions } from './api/get-top-participants';
import { sameStatsParams } from './components/memo-on-params';
import { buildStatsParams, readStatsFilters } from './lib/stats-filters';
import { prefetchCityDashboard, prefetchOrganisationDashboard } from './prefetch-dashboard';

/**
 * The answers are never awaited here: only the keys of the queries the prefetch started are compared (the
 * requests fail without a server, and the statistics' failure log is silenced).
 */
function clientWithoutNetwork() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetchOrganisationDashboard', () => {
  const me = makeMe({ role: 'organisation', organisationId: 'org-1' });

  it('asks for the same queries, with the same keys, as the overview the page shows for the address', () => {
    const client = clientWithoutNetwork();
    const url = new URL('http://localhost/organisation/dashboard?period=year&branch=b-1');
    prefetchOrganisationDashboard(client, me, url);
    const params = buildStatsParams(
      { ownerType: 'organisation', ownerId: 'org-1' },
      readStatsFilters(url.searchParams),
      localDayOf(new Date(), me.city.timezone),
    );
    const keys = keysOf(client);
    for (const options of [
      statsByQueryOptions(params),
      organisationsScoresQueryOptions(params),
      topParticipantsQueryOptions(params),
    ])
      expect(keys).toContain(JSON.stringify(options.queryKey));
  });

  it('leaves the statistics of another tab, and other roles, to their pages', () => {
    const client = clientWithoutNetwork();
    prefetchOrganisationDashboard(client, me, new URL('http://localhost/organisation/dashboard?tab=activity'));
    expect(keysOf(client).some((key) => key.includes('stats-by'))).toBe(false);

    const cityClient = clientWithoutNetwork();
    prefetchOrganisationDashboard(
      cityClient,
      makeMe({ role: 'city', organisationId: null }),
      new URL('http://localhost/'),
    );
    expect(keysOf(cityClient)).toEqual([]);
  });
});

describe('prefetchCityDashboard', () => {
  it('asks for the city overview of the address, and nothing for an organisation', () => {
    const client = clientWithoutNetwork();
    const me = makeMe({ role: 'city' });
    prefetchCityDashboard(client, me, new URL('http://localhost/city/dashboard?period=month'));
    const params = buildStatsParams(
      { ownerType: 'city', ownerId: me.cityId },
      readStatsFilters(new URLSearchParams('period=month')),
      localDayOf(new Date(), me.city.timezone),
    );
    expect(keysOf(client)).toContain(JSON.stringify(statsByQueryOptions(params).queryKey));

    const other = clientWithoutNetwork();
    prefetchCityDashboard(other, makeMe({ role: 'organisation' }), new URL('http://localhost/city/dashboard'));
    expect(keysOf(other)).toEqual([]);
  });
});

describe('sameStatsParams', () => {
  it('compares selections field by field, whatever the objects', () => {
    const owner = { ownerType: 'organisation', ownerId: 'o' } as const;
    expect(
      sameStatsParams(
        { ...owner, period: 'month', periodKey: '2026-11' },
        { ...owner, period: 'month', periodKey: '2026-11' },
      ),
    ).toBe(true);
    expect(
      sameStatsParams(
        { ...owner, period: 'month', periodKey: '2026-11' },
        { ...owner, period: 'month', periodKey: '2026-10' },
      ),
    ).toBe(false);
    expect(sameStatsParams({ ...owner, period: 'month' }, { ...owner, period: 'month', branchId: 'b' })).toBe(false);
  });
});
