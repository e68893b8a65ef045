import {
  ActionIcon,
  Avatar,
  Button,
  CopyButton,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRIP_MIN_METRES, TRIP_MIN_SECONDS } from '@mobiverte/contracts';
import { IconCheck, IconCopy, IconMapPin, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/feedback/page-loader';
import { QueryError } from '@/components/feedback/query-error';
import { hasErrorCode } from '@/lib/api-error';
import { toLocale } from '@/lib/format';
import { type PublicInvitation, usePublicInvitation } from '../api/get-public-invitation';
import { InvitationProblem } from '../components/invitation-problem';
import { JoinSteps } from '../components/join-steps';
import { useVisitorLanguage } from '@/lib/visitor-language';
import { readInviteCode } from '../lib/invitation-link';

function describe(invitation: PublicInvitation, language: string): string | null {
  const french = invitation.descriptionFr?.trim() || null;
  const english = invitation.descriptionEn?.trim() || null;
  return toLocale(language) === 'fr' ? (french ?? english) : (english ?? french);
}

function InviteCodeBox({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-brand-light)">
      <Stack gap={4} align="center">
        <Text fz="sm" fw={600} tt="uppercase" lts={0.6}>
          {t('invitations.share.code_label')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text fz={40} fw={800} ff="monospace" lts={6} c="bright" translate="no" lh={1.1}>
            {code}
          </Text>
          <CopyButton value={code} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('actions.copied') : t('invitations.share.copy_code')} withArrow>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('invitations.share.copy_code')}
                  onClick={() => {
                    copy();
                    notifications.show({ color: 'brand', message: t('invitations.share.code_copied') });
                  }}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text fz="sm" ta="center">
          {t('invitations.share.code_hint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** `/partage?code=…`: which organisation invites the visitor, its invite code and how to join with the app. */
export function ShareInvitationPage() {
  const { t, i18n } = useTranslation();
  useVisitorLanguage();
  const [searchParams] = useSearchParams();
  const code = readInviteCode(searchParams);
  const invitation = usePublicInvitation(code);

  if (code === '' || hasErrorCode(invitation.error, 'not_found', 'validation_failed'))
    return (
      <InvitationProblem
        title={t('invitations.share.not_found.title')}
        message={t('invitations.share.not_found.message')}
      />
    );
  if (invitation.isError) return <QueryError error={invitation.error} onRetry={() => void invitation.refetch()} />;
  if (!invitation.data) return <PageLoader />;

  const { name, cityName, logoUrl, inviteCode } = invitation.data;
  const description = describe(invitation.data, i18n.language);
  return (
    <Stack gap="xl">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={logoUrl} size={64} radius="md" color="brand" alt={t('invitations.share.logo_alt', { name })}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={6} miw={0}>
          <Text fz="sm" fw={600} c="dimmed">
            {t('invitations.share.kicker')}
          </Text>
          <Title order={1} fz="h2" lh={1.2}>
            {t('invitations.share.title', { name })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text fz="sm">{t('invitations.share.city', { city: cityName })}</Text>
          </Group>
        </Stack>
      </Group>
      {description && <Text>{description}</Text>}
      <InviteCodeBox code={inviteCode} />
      <Stack gap="xs" align="center">
        <Button
          component={Link}
          to={paths.join.signUpWith(inviteCode)}
          size="md"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t('invitations.share.sign_up')}
        </Button>
        <Text fz="sm" c="dimmed" ta="center">
          {t('invitations.share.sign_up_hint')}
        </Text>
      </Stack>
      <Divider />
      <JoinSteps organisationName={name} inviteCode={inviteCode} />
      <Text fz="sm" c="dimmed">
        {t('invitations.share.rules', { metres: TRIP_MIN_METRES, minutes: TRIP_MIN_SECONDS / 60 })}
      </Text>
    </Stack>
  );
}
