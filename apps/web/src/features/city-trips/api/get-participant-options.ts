import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** The participant picker: the city's participants by name or email. */
export function useParticipantOptions(q: string) {
  return useQuery({
    queryKey: cityTripKeys.list({ participants: q }),
    queryFn: () => unwrapData(api.GET('/api/city-trips/participants', { params: { query: { q } } })),
  });
}
