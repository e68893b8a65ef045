import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { notificationKeys } from './get-notifications';

export type NotificationBody = NonNullable<
  paths['/api/notifications']['post']['requestBody']
>['content']['application/json'];

export async function createNotification(body: NotificationBody) {
  return unwrapData(api.POST('/api/notifications', { body }));
}

export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
