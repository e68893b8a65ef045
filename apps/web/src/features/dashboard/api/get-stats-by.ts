import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatsParams } from '../lib/stats-filters';
import { periodStatsQueryOptions, readStats } from './stats-request';

export function getStatsBy(query: StatsParams, signal?: AbortSignal) {
  return readStats('get-stats-by', api.GET('/api/statsApi/v2/get-stats-by', { params: { query }, signal }));
}

export type StatsBy = Awaited<ReturnType<typeof getStatsBy>>;

export const statsByQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('stats-by', params, getStatsBy);

/** Totals, previous totals, series and modes of the period: what the cards and charts draw. */
export function useStatsBy(params: StatsParams | null) {
  return useQuery(statsByQueryOptions(params));
}
