import { topParticipantsResponseSchema } from '@mobiverte/contracts';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from '../lib/stats-filters';
import { getStats, periodStatsQueryOptions } from './stats-request';

export function getTopParticipants(params: StatsParams, signal?: AbortSignal) {
  return getStats('/api/statsApi/v2/get-top-participants', { ...params }, topParticipantsResponseSchema, signal);
}

export type TopParticipant = Awaited<ReturnType<typeof getTopParticipants>>[number];

export const topParticipantsQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('top-participants', params, getTopParticipants);

/** The most active participants of the period. */
export function useTopParticipants(params: StatsParams | null) {
  return useQuery(topParticipantsQueryOptions(params));
}
