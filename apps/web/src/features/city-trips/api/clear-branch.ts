import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** Clears a participant's branch that belongs to another organisation (an error user's fix). */
export function useClearBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) =>
      unwrapData(
        api.POST('/api/city-trips/error-users/{participantId}/clear-branch', {
          params: { path: { participantId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityTripKeys.all }),
  });
}
