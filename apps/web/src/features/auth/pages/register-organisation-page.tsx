import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterOrganisationForm } from '../components/register-organisation-form';

export function RegisterOrganisationPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('auth.register.title')}
        </Title>
        <Text c="dimmed">{t('auth.register.description')}</Text>
      </Stack>
      <RegisterOrganisationForm />
      <Text fz="sm" ta="center">
        {t('auth.register.have_account')}{' '}
        <Anchor component={Link} to={paths.auth.organisationLogin} fw={600}>
          {t('auth.register.sign_in')}
        </Anchor>
      </Text>
    </Stack>
  );
}
