import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, unwrapData } from '@/lib/api-client';
import { userAdminKeys } from './user-admin-keys';

export const USER_PAGE_SIZE = 10;

/** A participant: profile, control points, affiliation, balance, state and figures. */
export async function getUser(userId: string) {
  return unwrapData(api.GET('/api/users/{userId}', { params: { path: { userId } } }));
}
export type UserDetail = Awaited<ReturnType<typeof getUser>>;

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userAdminKeys.detail(userId), queryFn: () => getUser(userId) });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}

/** One page of the participant's trips, newest first. */
export function useUserTrips(userId: string, page: number) {
  return useQuery({
    queryKey: userAdminKeys.trips(userId, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/users/{userId}/trips', {
          params: { path: { userId }, query: { page, pageSize: USER_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
export type UserTripRow = NonNullable<ReturnType<typeof useUserTrips>['data']>['data'][number];

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
