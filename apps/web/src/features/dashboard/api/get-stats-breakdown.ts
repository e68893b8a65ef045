import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BreakdownMeasure, TripBreakdownOutcome } from '@mobiverte/contracts';
import { api } from '@/lib/api-client';
import { statsKeys } from '@/lib/api/stats';
import type { StatsParams } from '../lib/stats-filters';
import { readStats } from './stats-request';

export interface StatsBreakdownParams extends StatsParams {
  measure: BreakdownMeasure;
  outcome?: TripBreakdownOutcome;
  page: number;
}

export function getStatsBreakdown(query: StatsBreakdownParams, signal?: AbortSignal) {
  return readStats('stats-breakdown', api.GET('/api/stats/breakdown', { params: { query }, signal }));
}

export type StatsBreakdown = Awaited<ReturnType<typeof getStatsBreakdown>>;

export const statsBreakdownQueryOptions = (params: StatsBreakdownParams) =>
  queryOptions({
    queryKey: statsKeys.request('stats-breakdown', params),
    queryFn: ({ signal }) => getStatsBreakdown(params, signal),
    placeholderData: keepPreviousData,
  });

/** What a card's figure is made of, for the card's period and filters (the « Pourquoi ce chiffre ? » drawer). */
export function useStatsBreakdown(params: StatsBreakdownParams) {
  return useQuery(statsBreakdownQueryOptions(params));
}
