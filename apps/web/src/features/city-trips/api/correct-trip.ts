import type { TripCorrectionRequest } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** Corrects a trip's mode or distance, with a reason (points and statistics follow; the original is kept). */
export function useCorrectTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, body }: { tripId: string; body: TripCorrectionRequest }) =>
      unwrapData(api.POST('/api/city-trips/{tripId}/correction', { params: { path: { tripId } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityTripKeys.all }),
  });
}
