import { organisationsScoresResponseSchema } from '@mobiverte/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATS_QUERY_ROOT } from '@/lib/query-client';
import type { StatsOwner } from '../lib/stats-filters';
import { getStats } from './stats-request';

export function getOrganisationsScores(owner: StatsOwner, signal?: AbortSignal) {
  return getStats('/api/statsApi/get-organisations-scores', { ...owner }, organisationsScoresResponseSchema, signal);
}

export type OrganisationsScores = Awaited<ReturnType<typeof getOrganisationsScores>>;

export const organisationsScoresQueryOptions = (owner: StatsOwner) =>
  queryOptions({
    queryKey: [STATS_QUERY_ROOT, 'organisations-scores', owner] as const,
    queryFn: ({ signal }) => getOrganisationsScores(owner, signal),
  });

/** The organisation's score (0–100) and the average of its size band, or the city's average. */
export function useOrganisationsScores(owner: StatsOwner) {
  return useQuery(organisationsScoresQueryOptions(owner));
}
