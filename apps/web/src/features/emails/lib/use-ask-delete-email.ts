import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { getErrorMessageKey } from '@/lib/api-error';
import { useDeleteEmail } from '../api/delete-email';

/** Deleting a campaign from the list or from its page, after a confirmation naming it. Resolves true once deleted. */
export function useAskDeleteEmail() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { mutateAsync: deleteEmail } = useDeleteEmail();
  return useCallback(
    async (campaign: { id: string; name: string }) => {
      const confirmed = await confirm({
        title: t('emails.delete.title'),
        message: t('emails.delete.message', { name: campaign.name }),
        confirmLabel: t('emails.delete.confirm'),
        danger: true,
      });
      if (!confirmed) return false;
      try {
        await deleteEmail(campaign.id);
        notifications.show({ color: 'brand', message: t('emails.delete.success') });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
        return false;
      }
    },
    [t, confirm, deleteEmail],
  );
}
