import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { USER_PAGE_SIZE, userAdminKeys } from './user-admin-keys';

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
