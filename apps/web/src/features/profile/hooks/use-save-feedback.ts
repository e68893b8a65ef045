import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/**
 * What a profile form does once the server answers: the saved record becomes the form's values and its clean
 * state, or the refusals go under their fields; a toast says which.
 */
export function useSaveFeedback<Values extends object, Saved>(
  form: UseFormReturnType<Values>,
  toValues: (saved: Saved) => Values,
  mapErrors: (error: unknown) => Partial<Record<keyof Values, string>>,
) {
  const { t } = useTranslation();
  return {
    onSuccess: (saved: Saved) => {
      const next = toValues(saved);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'brand', message: t('settings.success') });
    },
    onError: (error: unknown) => {
      form.setErrors(mapErrors(error));
      notifications.show({ color: 'red', message: t('settings.failure') });
    },
  };
}
