import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenModalsReady } from './lazy-modals';

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  /** Names the action ("Supprimer l'établissement"), never a bare "Oui". */
  confirmLabel: ReactNode;
  /** Red confirm button, for what cannot be undone. */
  danger?: boolean;
}

/** Asks before an action in a modal and resolves to the answer; "Annuler" and closing both say no. */
export function useConfirm() {
  const { t } = useTranslation();
  return ({ title, message, confirmLabel, danger = false }: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      void whenModalsReady().then(() =>
        modals.openConfirmModal({
          title,
          children: message,
          centered: true,
          labels: { confirm: confirmLabel, cancel: t('actions.cancel') },
          confirmProps: danger ? { color: 'red.8' } : undefined,
          closeButtonProps: { 'aria-label': t('actions.close') },
          onConfirm: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
    });
}
