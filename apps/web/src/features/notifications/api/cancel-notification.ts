import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { notificationKeys } from './get-notifications';

export async function cancelNotification(notificationId: string) {
  return unwrapData(api.POST('/api/notifications/{notificationId}/cancel', { params: { path: { notificationId } } }));
}

export function useCancelNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelNotification,
    onSuccess: (item) => {
      queryClient.setQueryData(notificationKeys.detail(item.id), item);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
