import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { StatsParams } from '../lib/stats-filters';
import { periodStatsQueryOptions } from './stats-request';

/** The participants of the scope whose app is online now (at most 100), and how many in all. */
export function getConnectedUsers(query: StatsParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/statsApi/v2/get-connected-users', { params: { query }, signal }));
}

export type ConnectedUsersList = Awaited<ReturnType<typeof getConnectedUsers>>;

/** Refreshed every minute while shown: the list follows who opens and leaves the app. */
export function useConnectedUsers(params: StatsParams | null) {
  return useQuery({
    ...periodStatsQueryOptions('connected-users', params, getConnectedUsers),
    refetchInterval: 60_000,
  });
}
