import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterTenantForm } from '../components/register-tenant-form';

/** `/register/tenant`: a merchant asks to join the programme of a city; the city confirms it. */
export function RegisterTenantPage() {
  const { t } = useTranslation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('stores.register.title')}
        </Title>
        <Text c="dimmed">{t('stores.register.description')}</Text>
      </Stack>
      {registeredEmail ? (
        <Alert color="brand" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          <Text fw={600}>{t('stores.register.success_title')}</Text>
          <Text fz="sm">{t('stores.register.success_message', { email: registeredEmail })}</Text>
        </Alert>
      ) : (
        <RegisterTenantForm onRegistered={setRegisteredEmail} />
      )}
      <Text fz="sm" ta="center">
        {t('auth.register.have_account')}{' '}
        <Anchor component={Link} to={paths.auth.login} fw={600}>
          {t('auth.register.sign_in')}
        </Anchor>
      </Text>
    </Stack>
  );
}
