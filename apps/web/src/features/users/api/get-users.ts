import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { usersListKeys } from '@/lib/api/users-list';
import type { UserListParams } from '../lib/user-list-params';

/** One page of the participants in the admin's scope, sorted and filtered by the server. */
export async function getUsers(query: UserListParams) {
  return unwrap(api.GET('/api/users', { params: { query } }));
}

export type UserList = Awaited<ReturnType<typeof getUsers>>;
export type UserListItem = UserList['data'][number];

export const usersQueryOptions = (query: UserListParams) =>
  queryOptions({
    queryKey: usersListKeys.list(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UserListParams) {
  return useQuery(usersQueryOptions(query));
}
