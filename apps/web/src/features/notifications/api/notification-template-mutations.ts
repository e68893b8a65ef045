import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { notificationKeys } from './get-notifications';

export type NotificationTemplateBody = NonNullable<
  paths['/api/notification-templates']['post']['requestBody']
>['content']['application/json'];

const templateKeys = [...notificationKeys.all, 'templates'];

/** Creates, changes or deletes one of the owner's templates; the lists of templates are fetched again. */
export function useSaveNotificationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NotificationTemplateBody }) =>
      id
        ? unwrapData(
            api.PUT('/api/notification-templates/{templateId}', { params: { path: { templateId: id } }, body }),
          )
        : unwrapData(api.POST('/api/notification-templates', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys }),
  });
}

export function useDeleteNotificationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      unwrap(api.DELETE('/api/notification-templates/{templateId}', { params: { path: { templateId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys }),
  });
}
