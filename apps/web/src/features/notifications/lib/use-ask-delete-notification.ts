import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { useDeleteNotification } from '../api/delete-notification';

/**
 * Deleting a notification from the list or from its page: the confirmation naming it (a sent one leaves the
 * participants' inbox too), then the deletion and its message. Resolves true once it is deleted.
 */
export function useAskDeleteNotification() {
  const { t } = useTranslation();
  const confirmed = useConfirmedAction();
  const { mutateAsync: deleteNotification } = useDeleteNotification();
  return useCallback(
    (item: { id: string; name: string; state: string }) =>
      confirmed({
        title: t('notifications.delete.title'),
        message: t(item.state === 'sent' ? 'notifications.delete.message_sent' : 'notifications.delete.message', {
          name: item.name,
        }),
        confirmLabel: t('notifications.delete.confirm'),
        danger: true,
        run: () => deleteNotification(item.id),
        success: t('notifications.delete.success'),
      }),
    [t, confirmed, deleteNotification],
  );
}
