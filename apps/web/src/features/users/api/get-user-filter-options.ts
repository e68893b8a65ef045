import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { usersListKeys } from '@/lib/api/users-list';

/** The organisations and branches the filters offer. */
export function useUserFilterOptions() {
  return useQuery({
    queryKey: usersListKeys.filterOptions(),
    queryFn: () => unwrapData(api.GET('/api/users/filter-options')),
    staleTime: 5 * 60_000,
  });
}
