import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** A trip's corrections, oldest first (the audit trail). */
export function useTripCorrections(tripId: string | null) {
  return useQuery({
    queryKey: cityTripKeys.detail(tripId ?? ''),
    queryFn: () =>
      unwrapData(api.GET('/api/city-trips/{tripId}/corrections', { params: { path: { tripId: tripId! } } })),
    enabled: tripId !== null,
  });
}
