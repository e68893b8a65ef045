import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { usersListKeys } from '@/lib/api/users-list';

/** The city's organisations and branches, for a happy hour's scope (the users list's filter options, one cache). */
export function useScopeOptions() {
  return useQuery({
    queryKey: usersListKeys.filterOptions(),
    queryFn: () => unwrapData(api.GET('/api/users/filter-options')),
    staleTime: 5 * 60_000,
  });
}
