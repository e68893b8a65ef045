import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from './query-keys';

/** The users list (`/users`): its pages, its filters' options and the export log, which an export refreshes. */
const keys = createQueryKeys('users-list');
export const usersListKeys = {
  ...keys,
  filterOptions: () => [...keys.all, 'filter-options'] as const,
  exports: (query: object) => [...keys.all, 'exports', query] as const,
};

/**
 * The city's organisations and branches (an organisation's account: its own branches), one cache for every page
 * that picks them: the users list's filters, a happy hour's scope, a news item's audience.
 */
export function useOrganisationOptions() {
  return useQuery({
    queryKey: usersListKeys.filterOptions(),
    queryFn: () => unwrapData(api.GET('/api/users/filter-options')),
    staleTime: 5 * 60_000,
  });
}
