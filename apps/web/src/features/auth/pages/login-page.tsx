import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { LoginForm } from '../components/login-form';
import { SessionRejectionAlert } from '../components/session-rejection-alert';

interface LoginPageProps {
  /** Every login page signs in any dashboard account (city, organisation, merchant, co-admin); only the heading and the links differ. */
  variant: 'organisation' | 'city';
}

export function LoginPage({ variant }: LoginPageProps) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const rejection = session?.rejection ?? null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t(`auth.login.${variant}.title`)}
        </Title>
        <Text c="dimmed">{t(`auth.login.${variant}.description`)}</Text>
      </Stack>
      {rejection && <SessionRejectionAlert rejection={rejection} />}
      <LoginForm />
      <Divider />
      <Stack gap={6} align="center">
        {variant === 'organisation' && (
          <Stack gap={2} align="center">
            <Text fz="sm" c="dimmed">
              {t('auth.login.no_account')}
            </Text>
            <Group gap="xs" justify="center">
              <Anchor component={Link} to={paths.auth.registerOrganisation} fw={600} fz="sm">
                {t('auth.login.register_organisation')}
              </Anchor>
              <Text fz="sm" c="dimmed" aria-hidden>
                ·
              </Text>
              <Anchor component={Link} to={paths.auth.registerTenant} fw={600} fz="sm">
                {t('auth.login.register_tenant')}
              </Anchor>
            </Group>
          </Stack>
        )}
        <Anchor
          component={Link}
          to={variant === 'organisation' ? paths.auth.cityLogin : paths.auth.organisationLogin}
          fz="sm"
        >
          {t(`auth.login.${variant}.switch`)}
        </Anchor>
      </Stack>
    </Stack>
  );
}
