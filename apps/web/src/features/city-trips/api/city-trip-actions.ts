import type { ManualTripInput, TripCorrectionRequest } from '@mobiverte/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapData } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** A city admin enters a manual trip for a participant (the participant API's rules and ledger apply). */
export function useEnterTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualTripInput) => unwrapData(api.POST('/api/city-trips', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityTripKeys.all }),
  });
}

/** Corrects a trip's mode or distance, with a reason (points and statistics follow; the original is kept). */
export function useCorrectTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, body }: { tripId: string; body: TripCorrectionRequest }) =>
      unwrapData(api.POST('/api/city-trips/{tripId}/correction', { params: { path: { tripId } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cityTripKeys.all }),
  });
}

export function useTripCorrections(tripId: string | null) {
  return useQuery({
    queryKey: cityTripKeys.detail(tripId ?? ''),
    queryFn: () =>
      unwrapData(api.GET('/api/city-trips/{tripId}/corrections', { params: { path: { tripId: tripId! } } })),
    enabled: tripId !== null,
  });
}

/** The participant picker: the city's participants by name or email. */
export function useParticipantOptions(q: string) {
  return useQuery({
    queryKey: cityTripKeys.list({ participants: q }),
    queryFn: () => unwrapData(api.GET('/api/city-trips/participants', { params: { query: { q } } })),
  });
}

export function useErrorUsers() {
  return useQuery({
    queryKey: cityTripKeys.list({ errorUsers: true }),
    queryFn: () => unwrap(api.GET('/api/city-trips/error-users')),
  });
}

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
