import type { ManualTripInput } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** A city admin enters a manual trip for a participant (the participant API's rules and ledger apply). */
export function useEnterTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualTripInput) => unwrapData(api.POST('/api/city-trips', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityTripKeys.all }),
  });
}
