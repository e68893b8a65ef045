import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { NotificationBody } from './create-notification';
import { notificationKeys } from './get-notifications';

export async function updateNotification({ id, body }: { id: string; body: NotificationBody }) {
  return unwrapData(api.PUT('/api/notifications/{notificationId}', { params: { path: { notificationId: id } }, body }));
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: (item) => {
      queryClient.setQueryData(notificationKeys.detail(item.id), item);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
