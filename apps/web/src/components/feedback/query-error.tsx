import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed request: the translated reason and a retry button. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('global.load_failed')}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t(getErrorMessageKey(error))}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
