import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapData } from '@/lib/api-client';
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

/** Records the admin's acceptance of the data-use policy (before the download starts). */
export function useAcceptDataPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapData(api.POST('/api/users/data-policy', { body: { accept: true } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...usersListKeys.all, 'exports'] }),
  });
}
