import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { getErrorMessageKey } from '@/lib/api-error';
import { useDeleteNotification } from '../api/delete-notification';

/**
 * Deleting a notification from the list or from its page: the confirmation naming it (a sent one leaves the
 * participants' inbox too), then the deletion and its message. Resolves true once it is deleted.
 */
export function useAskDeleteNotification() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { mutateAsync: deleteNotification } = useDeleteNotification();
  return useCallback(
    async (item: { id: string; name: string; state: string }) => {
      const confirmed = await confirm({
        title: t('notifications.delete.title'),
        message: t(item.state === 'sent' ? 'notifications.delete.message_sent' : 'notifications.delete.message', {
          name: item.name,
        }),
        confirmLabel: t('notifications.delete.confirm'),
        danger: true,
      });
      if (!confirmed) return false;
      try {
        await deleteNotification(item.id);
        notifications.show({ color: 'brand', message: t('notifications.delete.success') });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
        return false;
      }
    },
    [t, confirm, deleteNotification],
  );
}
