import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBranding } from '@/lib/branding';
import { useVisitorLanguage } from '@/lib/visitor-language';
import { readLinkError } from '../lib/link-error';

/** Where a participant's confirmation link lands: there is no participant dashboard, the app is where they go. */
export function ParticipantConfirmedPage() {
  const { t } = useTranslation();
  const { name: brand } = useBranding();
  useVisitorLanguage();
  const [searchParams] = useSearchParams();
  const errorKey = readLinkError(searchParams);
  if (errorKey)
    return (
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('join.confirmed.failed_title')}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {t(`join.confirmed.errors.${errorKey}`, { brand })}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('join.confirmed.title')}
      </Title>
      <Alert color="brand" variant="light" icon={<IconCircleCheck size={22} />} role="status">
        <Text fw={600}>{t('join.confirmed.message', { brand })}</Text>
      </Alert>
      <List spacing="xs" fz="sm" type="ordered">
        <List.Item>{t('join.confirmed.steps.open_app', { brand })}</List.Item>
        <List.Item>{t('join.confirmed.steps.sign_in')}</List.Item>
        <List.Item>{t('join.confirmed.steps.move')}</List.Item>
      </List>
      <Text fz="sm" c="dimmed">
        {t('join.confirmed.no_dashboard')}
      </Text>
    </Stack>
  );
}
