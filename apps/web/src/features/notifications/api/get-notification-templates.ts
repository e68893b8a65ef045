import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { notificationKeys } from './get-notifications';

export async function getNotificationTemplates() {
  return unwrapData(api.GET('/api/notification-templates'));
}

export type NotificationTemplate = Awaited<ReturnType<typeof getNotificationTemplates>>[number];

/** The templates to start a notification from: the city's, and the organisation's own. */
export function useNotificationTemplates() {
  return useQuery({
    queryKey: [...notificationKeys.all, 'templates'],
    queryFn: getNotificationTemplates,
    staleTime: 5 * 60_000,
  });
}
