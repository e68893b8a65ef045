import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { getErrorMessageKey } from '@/lib/api-error';
import { useDeleteNews } from '../api/delete-news';

/**
 * Deleting a news item from the list or from its page: the confirmation naming it, then the deletion and its
 * message. Resolves true once it is deleted.
 */
export function useAskDeleteNews() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { mutateAsync: deleteNews } = useDeleteNews();
  return useCallback(
    async (item: { id: string; title: string }) => {
      const confirmed = await confirm({
        title: t('news.delete.title'),
        message: t('news.delete.message', { title: item.title }),
        confirmLabel: t('news.delete.confirm'),
        danger: true,
      });
      if (!confirmed) return false;
      try {
        await deleteNews(item.id);
        notifications.show({ color: 'brand', message: t('news.delete.success') });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
        return false;
      }
    },
    [t, confirm, deleteNews],
  );
}
