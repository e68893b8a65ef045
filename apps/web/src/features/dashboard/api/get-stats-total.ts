import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatsParams } from '../lib/stats-filters';
import { periodStatsQueryOptions, readStats } from './stats-request';

/** The city's single-number totals (`{ data: number }`). */
const TOTAL_REQUESTS = {
  users: (query: StatsParams, signal?: AbortSignal) =>
    api.GET('/api/statsApi/get-total-users', { params: { query }, signal }),
  organisations: (query: StatsParams, signal?: AbortSignal) =>
    api.GET('/api/statsApi/get-total-organisations', { params: { query }, signal }),
  organisations_with_activities: (query: StatsParams, signal?: AbortSignal) =>
    api.GET('/api/statsApi/get-total-organisations-with-activities', { params: { query }, signal }),
};

export type StatsTotal = keyof typeof TOTAL_REQUESTS;

export function getStatsTotal(total: StatsTotal, query: StatsParams, signal?: AbortSignal): Promise<number> {
  return readStats(`get-total-${total}`, TOTAL_REQUESTS[total](query, signal));
}

export const statsTotalQueryOptions = (total: StatsTotal, params: StatsParams | null) =>
  periodStatsQueryOptions(`total-${total}`, params, (query, signal) => getStatsTotal(total, query, signal));

export function useStatsTotal(total: StatsTotal, params: StatsParams | null) {
  return useQuery(statsTotalQueryOptions(total, params));
}
