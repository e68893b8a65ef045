import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { tripReviewKeys } from './get-trip-reviews';

export type TripDecision = 'accept' | 'reject';

export async function reviewTrip({ tripId, decision }: { tripId: string; decision: TripDecision }) {
  const params = { params: { path: { tripId } } };
  return unwrapData(
    decision === 'accept'
      ? api.POST('/api/trip-reviews/{tripId}/accept', params)
      : api.POST('/api/trip-reviews/{tripId}/reject', params),
  );
}

/** A city admin accepts (the trip is credited then) or rejects a flagged trip; each trip is reviewed once. */
export function useReviewTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTrip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripReviewKeys.all }),
  });
}
