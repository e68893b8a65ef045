import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { createQueryKeys } from '@/lib/api/query-keys';

export type NotificationListQuery = NonNullable<paths['/api/notifications']['get']['parameters']['query']>;

export async function getNotifications(query: NotificationListQuery) {
  return unwrap(api.GET('/api/notifications', { params: { query } }));
}

export type NotificationItem = Awaited<ReturnType<typeof getNotifications>>['data'][number];

export const notificationKeys = createQueryKeys('notifications');

/** One page of the owner's notifications, latest first, with the count of each view and their figures. */
export function useNotifications(query: NotificationListQuery) {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
    // A notification being sent fills its figures as it goes.
    refetchInterval: (current) => (current.state.data?.data.some((item) => item.state === 'sending') ? 5_000 : false),
  });
}
