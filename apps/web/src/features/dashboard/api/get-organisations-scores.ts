import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatsParams } from '../lib/stats-filters';
import { periodStatsQueryOptions, readStats } from './stats-request';

export function getOrganisationsScores(query: StatsParams, signal?: AbortSignal) {
  return readStats(
    'get-organisations-scores',
    api.GET('/api/statsApi/get-organisations-scores', { params: { query }, signal }),
  );
}

export type OrganisationsScores = Awaited<ReturnType<typeof getOrganisationsScores>>;

/** Scores compare whole organisations: the branch filter does not apply to them. */
export const organisationsScoresQueryOptions = (params: StatsParams | null) =>
  periodStatsQueryOptions('organisations-scores', params && { ...params, branchId: undefined }, getOrganisationsScores);

/** The organisation's score (0–100) over the period and the average of its size band, or the city's average. */
export function useOrganisationsScores(params: StatsParams | null) {
  return useQuery(organisationsScoresQueryOptions(params));
}
