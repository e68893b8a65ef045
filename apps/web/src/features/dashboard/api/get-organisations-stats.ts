import { organisationsStatsResponseSchema } from '@mobiverte/contracts';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from '../lib/stats-filters';
import { getStats, periodStatsQueryOptions } from './stats-request';

export function getOrganisationsStats(params: StatsParams, signal?: AbortSignal) {
  return getStats('/api/statsApi/v2/get-organisations-stats', { ...params }, organisationsStatsResponseSchema, signal);
}

export type OrganisationStats = Awaited<ReturnType<typeof getOrganisationsStats>>[number];

export const organisationsStatsQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('organisations-stats', params, getOrganisationsStats);

/** Every organisation of the city with its figures for the period (city dashboard). */
export function useOrganisationsStats(params: StatsParams | null) {
  return useQuery(organisationsStatsQueryOptions(params));
}
