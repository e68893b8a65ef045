import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statsKeys } from '@/lib/api/stats';
import type { StatsOwnerOrBranch } from '../lib/stats-filters';
import { readStats } from './stats-request';

export function getEngagementAlerts(owner: StatsOwnerOrBranch, signal?: AbortSignal) {
  return readStats('engagement-alerts', api.GET('/api/alerts', { params: { query: owner }, signal }));
}

export type EngagementAlerts = Awaited<ReturnType<typeof getEngagementAlerts>>;

export const engagementAlertsQueryOptions = (owner: StatsOwnerOrBranch) =>
  queryOptions({
    queryKey: statsKeys.request('engagement-alerts', owner),
    queryFn: ({ signal }) => getEngagementAlerts(owner, signal),
  });

/** The last complete week's alerts of the organisation, one of its branches, or the city (the dashboards' alerts card). */
export function useEngagementAlerts(owner: StatsOwnerOrBranch) {
  return useQuery(engagementAlertsQueryOptions(owner));
}
