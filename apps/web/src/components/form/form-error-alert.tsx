import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What went wrong with the whole form (a translation key), above its fields; nothing when all is well. */
export function FormErrorAlert({ messageKey }: { messageKey: string | null | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {t(messageKey)}
    </Alert>
  );
}
