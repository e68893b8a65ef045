import { totalResponseSchema } from '@mobiverte/contracts';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from '../lib/stats-filters';
import { getStats, periodStatsQueryOptions } from './stats-request';

/** The city's single-number totals (`{ data: number }`). */
const TOTAL_PATHS = {
  users: '/api/statsApi/get-total-users',
  organisations: '/api/statsApi/get-total-organisations',
  organisations_with_activities: '/api/statsApi/get-total-organisations-with-activities',
} as const satisfies Record<string, `/api/statsApi/${string}`>;

export type StatsTotal = keyof typeof TOTAL_PATHS;

export function getStatsTotal(total: StatsTotal, params: StatsParams, signal?: AbortSignal): Promise<number> {
  return getStats(TOTAL_PATHS[total], { ...params }, totalResponseSchema, signal);
}

export const statsTotalQueryOptions = (total: StatsTotal, params: StatsParams | null) =>
  periodStatsQueryOptions(`total-${total}`, params, (query, signal) => getStatsTotal(total, query, signal));

export function useStatsTotal(total: StatsTotal, params: StatsParams | null) {
  return useQuery(statsTotalQueryOptions(total, params));
}
