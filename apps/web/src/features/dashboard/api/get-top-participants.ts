import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatsParams } from '../lib/stats-filters';
import { periodStatsQueryOptions, readStats } from './stats-request';

export function getTopParticipants(query: StatsParams, signal?: AbortSignal) {
  return readStats(
    'get-top-participants',
    api.GET('/api/statsApi/v2/get-top-participants', { params: { query }, signal }),
  );
}

export type TopParticipant = Awaited<ReturnType<typeof getTopParticipants>>[number];

export const topParticipantsQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('top-participants', params, getTopParticipants);

/** The most active participants of the period. */
export function useTopParticipants(params: StatsParams | null) {
  return useQuery(topParticipantsQueryOptions(params));
}
