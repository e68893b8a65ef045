import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { carpoolEventKeys } from './get-carpool-events';

export type MatchDecision =
  { action: 'validate' } | { action: 'reject' } | { action: 'cancel' } | { action: 'permit'; granted: boolean };

/** An admin's decision on a match: validate, reject, call off, or grant or withdraw the driver's parking permit. */
export async function decideCarpoolMatch({
  eventId,
  matchId,
  decision,
}: {
  eventId: string;
  matchId: string;
  decision: MatchDecision;
}) {
  const path = { params: { path: { id: eventId, matchId } } };
  if (decision.action === 'permit') {
    return unwrapData(
      api.POST('/api/carpool-events/{id}/matches/{matchId}/permit', { ...path, body: { granted: decision.granted } }),
    );
  }
  if (decision.action === 'validate') {
    return unwrapData(api.POST('/api/carpool-events/{id}/matches/{matchId}/validate', path));
  }
  return decision.action === 'cancel'
    ? unwrapData(api.POST('/api/carpool-events/{id}/matches/{matchId}/cancel', path))
    : unwrapData(api.POST('/api/carpool-events/{id}/matches/{matchId}/reject', path));
}

export function useDecideCarpoolMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCarpoolMatch,
    // A decision moves the match and its two requests.
    onSuccess: (match) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...carpoolEventKeys.detail(match.eventId), 'matches'] }),
        queryClient.invalidateQueries({ queryKey: [...carpoolEventKeys.detail(match.eventId), 'requests'] }),
      ]),
  });
}
