import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statsKeys } from '@/lib/api/stats';
import type { StatsOwner } from '../lib/stats-filters';
import { readStats } from './stats-request';

export function getEngagementAlerts(owner: StatsOwner, signal?: AbortSignal) {
  return readStats('engagement-alerts', api.GET('/api/alerts', { params: { query: owner }, signal }));
}

export type EngagementAlerts = Awaited<ReturnType<typeof getEngagementAlerts>>;

export const engagementAlertsQueryOptions = (owner: StatsOwner) =>
  queryOptions({
    queryKey: statsKeys.request('engagement-alerts', owner),
    queryFn: ({ signal }) => getEngagementAlerts(owner, signal),
  });

/** The last complete week's alerts of the organisation or city (the dashboards' alerts card). */
export function useEngagementAlerts(owner: StatsOwner) {
  return useQuery(engagementAlertsQueryOptions(owner));
}
