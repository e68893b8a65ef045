import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatsParams } from '../lib/stats-filters';
import { periodStatsQueryOptions, readStats } from './stats-request';

/** A city's organisations: the endpoint answers for a city owner only. */
export function getOrganisationsStats(params: StatsParams, signal?: AbortSignal) {
  const query = { ...params, ownerType: 'city' as const };
  return readStats(
    'get-organisations-stats',
    api.GET('/api/statsApi/v2/get-organisations-stats', { params: { query }, signal }),
  );
}

export type OrganisationStats = Awaited<ReturnType<typeof getOrganisationsStats>>[number];

export const organisationsStatsQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('organisations-stats', params, getOrganisationsStats);

/** Every organisation of the city with its figures for the period (city dashboard). */
export function useOrganisationsStats(params: StatsParams | null) {
  return useQuery(organisationsStatsQueryOptions(params));
}
