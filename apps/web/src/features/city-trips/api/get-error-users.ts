import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** The participants whose data is inconsistent, with the reason. */
export function useErrorUsers() {
  return useQuery({
    queryKey: cityTripKeys.list({ errorUsers: true }),
    queryFn: () => unwrap(api.GET('/api/city-trips/error-users')),
  });
}
