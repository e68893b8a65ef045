import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatsParams } from '../lib/stats-filters';
import { periodStatsQueryOptions, readStats } from './stats-request';

export function getAppUsage(query: StatsParams, signal?: AbortSignal) {
  return readStats('get-app-usage', api.GET('/api/statsApi/v2/get-app-usage', { params: { query }, signal }));
}

export type AppUsage = Awaited<ReturnType<typeof getAppUsage>>;

export const appUsageQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('app-usage', params, getAppUsage);

/** Who is online now, active users and sessions over the period (mobile app use). */
export function useAppUsage(params: StatsParams | null) {
  return useQuery(appUsageQueryOptions(params));
}
