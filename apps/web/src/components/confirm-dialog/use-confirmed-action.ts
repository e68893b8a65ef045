import { notifications } from '@mantine/notifications';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { type ConfirmOptions, useConfirm } from './use-confirm';

interface ConfirmedAction extends ConfirmOptions {
  /** The action, run once confirmed. */
  run: () => Promise<unknown>;
  /** The toast once it is done. */
  success: ReactNode;
}

/**
 * Asks before an action (`useConfirm`), runs it, then says how it went: the success toast, or the error's
 * translated message. Resolves true once done, false when declined or refused.
 */
export function useConfirmedAction() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return useCallback(
    async ({ run, success, ...question }: ConfirmedAction) => {
      if (!(await confirm(question))) return false;
      try {
        await run();
        notifications.show({ color: 'brand', message: success });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
        return false;
      }
    },
    [t, confirm],
  );
}
