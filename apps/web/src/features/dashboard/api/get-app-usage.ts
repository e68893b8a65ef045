import { appUsageResponseSchema } from '@mobiverte/contracts';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from '../lib/stats-filters';
import { getStats, periodStatsQueryOptions } from './stats-request';

export function getAppUsage(params: StatsParams, signal?: AbortSignal) {
  return getStats('/api/statsApi/v2/get-app-usage', { ...params }, appUsageResponseSchema, signal);
}

export type AppUsage = Awaited<ReturnType<typeof getAppUsage>>;

export const appUsageQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('app-usage', params, getAppUsage);

/** Who is online now, active users and sessions over the period (mobile app use). */
export function useAppUsage(params: StatsParams | null) {
  return useQuery(appUsageQueryOptions(params));
}
