import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { useDeleteEmail } from '../api/delete-email';

/** Deleting a campaign from the list or from its page, after a confirmation naming it. Resolves true once deleted. */
export function useAskDeleteEmail() {
  const { t } = useTranslation();
  const confirmed = useConfirmedAction();
  const { mutateAsync: deleteEmail } = useDeleteEmail();
  return useCallback(
    (campaign: { id: string; name: string }) =>
      confirmed({
        title: t('emails.delete.title'),
        message: t('emails.delete.message', { name: campaign.name }),
        confirmLabel: t('emails.delete.confirm'),
        danger: true,
        run: () => deleteEmail(campaign.id),
        success: t('emails.delete.success'),
      }),
    [t, confirmed, deleteEmail],
  );
}
