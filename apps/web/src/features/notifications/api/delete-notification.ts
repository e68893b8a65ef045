import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { notificationKeys } from './get-notifications';

export async function deleteNotification(notificationId: string) {
  await unwrap(api.DELETE('/api/notifications/{notificationId}', { params: { path: { notificationId } } }));
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
