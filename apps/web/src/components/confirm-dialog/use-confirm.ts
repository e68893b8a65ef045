import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  danger?: boolean;
}

/** Asks a yes/no question in a modal and resolves to the answer. */
export function useConfirm() {
  const { t } = useTranslation();
  return ({ title, message, confirmLabel, danger = false }: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      modals.openConfirmModal({
        title,
        children: message,
        centered: true,
        labels: { confirm: confirmLabel ?? t('actions.yes'), cancel: t('actions.no') },
        confirmProps: danger ? { color: 'red.8' } : undefined,
        closeButtonProps: { 'aria-label': t('actions.close') },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
