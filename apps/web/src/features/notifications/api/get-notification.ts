import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { notificationKeys } from './get-notifications';

export async function getNotification(notificationId: string) {
  return unwrapData(api.GET('/api/notifications/{notificationId}', { params: { path: { notificationId } } }));
}

/** One notification with its figures (nothing to fetch while a new one is written); refreshed while it is sent. */
export function useNotification(notificationId: string | null) {
  return useQuery({
    queryKey: notificationKeys.detail(notificationId ?? 'new'),
    queryFn: () => getNotification(notificationId!),
    enabled: notificationId !== null,
    refetchInterval: (current) => (current.state.data?.state === 'sending' ? 5_000 : false),
  });
}
