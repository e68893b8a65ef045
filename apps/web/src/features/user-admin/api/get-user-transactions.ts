import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { USER_PAGE_SIZE, userAdminKeys } from './user-admin-keys';

/** One page of the participant's ledger, newest first. */
export function useUserTransactions(userId: string, page: number) {
  return useQuery({
    queryKey: userAdminKeys.transactions(userId, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/users/{userId}/transactions', {
          params: { path: { userId }, query: { page, pageSize: USER_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
export type UserTransactionRow = NonNullable<ReturnType<typeof useUserTransactions>['data']>['data'][number];
