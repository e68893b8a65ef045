import { type StatsBy, statsByResponseSchema } from '@mobiverte/contracts';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from '../lib/stats-filters';
import { getStats, periodStatsQueryOptions } from './stats-request';

export function getStatsBy(params: StatsParams, signal?: AbortSignal): Promise<StatsBy> {
  return getStats('/api/statsApi/v2/get-stats-by', { ...params }, statsByResponseSchema, signal);
}

export const statsByQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('stats-by', params, getStatsBy);

/** Totals, previous totals, series and modes of the period: what the cards and charts draw. */
export function useStatsBy(params: StatsParams | null) {
  return useQuery(statsByQueryOptions(params));
}
