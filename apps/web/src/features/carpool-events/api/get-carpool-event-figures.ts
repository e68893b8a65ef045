import type { CarpoolStatus } from '@mobiverte/contracts';
import { useQueries } from '@tanstack/react-query';
import { getCarpoolMatches } from './get-carpool-matches';
import { getCarpoolRequests } from './get-carpool-requests';
import { carpoolEventKeys } from './get-carpool-events';

/** How many rows a table holds for one status (or all), from the page total: one row asked for. */
const countOf = (total: Promise<{ total: number }>) => total.then((page) => page.total);

/**
 * The event's figures from its tables: requests, confirmed matches, shared trips (matches whose trip was
 * recorded), seats filled (one rider per confirmed or shared match). The API has no per-event statistics yet.
 */
export function useCarpoolEventFigures(id: string) {
  const one = { page: 1, pageSize: 1 } as const;
  const matches = (status: CarpoolStatus) => ({
    queryKey: [...carpoolEventKeys.detail(id), 'matches', { ...one, status }],
    queryFn: () => countOf(getCarpoolMatches(id, { ...one, status })),
  });
  const results = useQueries({
    queries: [
      {
        queryKey: [...carpoolEventKeys.detail(id), 'requests', one],
        queryFn: () => countOf(getCarpoolRequests(id, one)),
      },
      matches('accepted'),
      matches('success'),
    ],
  });
  const [requests, accepted, success] = results.map((result) => result.data);
  return {
    loading: results.some((result) => result.isPending),
    error: results.find((result) => result.isError)?.error ?? null,
    retry: () => results.forEach((result) => void result.refetch()),
    figures:
      requests === undefined || accepted === undefined || success === undefined
        ? null
        : { requests, confirmed: accepted, sharedTrips: success, seatsFilled: accepted + success },
  };
}
