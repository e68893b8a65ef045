import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { useDeleteNews } from '../api/delete-news';

/**
 * Deleting a news item from the list or from its page: the confirmation naming it, then the deletion and its
 * message. Resolves true once it is deleted.
 */
export function useAskDeleteNews() {
  const { t } = useTranslation();
  const confirmed = useConfirmedAction();
  const { mutateAsync: deleteNews } = useDeleteNews();
  return useCallback(
    (item: { id: string; title: string }) =>
      confirmed({
        title: t('news.delete.title'),
        message: t('news.delete.message', { title: item.title }),
        confirmLabel: t('news.delete.confirm'),
        danger: true,
        run: () => deleteNews(item.id),
        success: t('news.delete.success'),
      }),
    [t, confirmed, deleteNews],
  );
}
