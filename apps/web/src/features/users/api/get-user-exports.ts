import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { usersListKeys } from '@/lib/api/users-list';

/** The city's log of users-list exports, newest first. */
export function useUserExports(query: { page: number; pageSize: number }, enabled = true) {
  return useQuery({
    queryKey: usersListKeys.exports(query),
    queryFn: () => unwrap(api.GET('/api/users/exports', { params: { query } })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type UserExportLog = NonNullable<ReturnType<typeof useUserExports>['data']>;
