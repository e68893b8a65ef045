import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLayoutDashboard, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths, PROFILE_PAGE_AVAILABLE } from '@/config/paths';
import { readLinkError } from '../lib/link-error';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const errorKey = readLinkError(searchParams);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('auth.confirm_email.title')}
      </Title>
      {errorKey ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('auth.confirm_email.failed_title')}
          role="alert"
        >
          {t(`auth.confirm_email.errors.${errorKey}`)}
        </Alert>
      ) : (
        <Alert
          color="brand"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title={t('auth.confirm_email.success_title')}
          role="status"
        >
          {t('auth.confirm_email.success_message')}
        </Alert>
      )}
      <Text c="dimmed">{t('auth.confirm_email.next_steps')}</Text>
      <Group grow wrap="wrap">
        <Button component={Link} to={paths.root} leftSection={<IconLayoutDashboard size={18} />}>
          {t('auth.confirm_email.go_to_dashboard')}
        </Button>
        {PROFILE_PAGE_AVAILABLE && (
          <Button component={Link} to={paths.profile} variant="default" leftSection={<IconUser size={18} />}>
            {t('auth.confirm_email.go_to_profile')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
