import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { QueryError } from '@/components/feedback/query-error';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-error';
import { useBranding } from '@/lib/branding';
import { useFormatters } from '@/lib/use-formatters';
import { useCoAdminInvitation } from '../api/get-co-admin-invitation';
import { ConfirmInvitationForm } from '../components/confirm-invitation-form';
import { InvitationProblem } from '../components/invitation-problem';
import { readPendingId } from '../lib/invitation-link';

type Problem = 'invalid_link' | 'not_found' | 'invitation_expired';

function ProblemState({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  return (
    <InvitationProblem
      title={t(`invitations.confirm.problems.${problem}.title`)}
      message={t(`invitations.confirm.problems.${problem}.message`)}
      action={{ label: t('invitations.confirm.go_to_login'), to: paths.auth.organisationLogin }}
    />
  );
}

/** `/register/confirm`: the invitee of a co-admin invitation sets a name and a password, then lands on the dashboard. */
export function ConfirmInvitationPage() {
  const { t } = useTranslation();
  const { name: brand } = useBranding();
  const format = useFormatters();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pendingId = readPendingId(searchParams);
  const invitation = useCoAdminInvitation(pendingId ?? '');
  const [gone, setGone] = useState<Problem | null>(null);

  if (!pendingId) return <ProblemState problem="invalid_link" />;
  if (gone) return <ProblemState problem={gone} />;
  if (hasErrorCode(invitation.error, 'invitation_expired')) return <ProblemState problem="invitation_expired" />;
  if (hasErrorCode(invitation.error, 'not_found', 'validation_failed')) return <ProblemState problem="not_found" />;
  if (invitation.isError) return <QueryError error={invitation.error} onRetry={() => void invitation.refetch()} />;
  if (!invitation.data) return <PageLoader />;

  const { scopeName, externalFor, canEdit, expiresAt } = invitation.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} fz="h2">
          {t('invitations.confirm.title', { scope: scopeName })}
        </Title>
        <Text c="dimmed">
          {t('invitations.confirm.description', {
            scope: scopeName,
            kind: t(`roles.scopes.${externalFor}`),
            brand,
          })}
        </Text>
        <Group gap="xs">
          <Badge
            variant="light"
            color={canEdit ? 'brand' : 'orange'}
            leftSection={canEdit ? <IconPencil size={12} aria-hidden /> : <IconEye size={12} aria-hidden />}
          >
            {canEdit ? t('invitations.confirm.can_edit') : t('invitations.confirm.read_only')}
          </Badge>
          <Text fz="sm" c="dimmed">
            {t('invitations.confirm.expires', { date: format.dateTime(expiresAt) })}
          </Text>
        </Group>
      </Stack>
      <ConfirmInvitationForm
        invitation={invitation.data}
        onConfirmed={() => void navigate(paths.root, { replace: true })}
        onGone={setGone}
      />
    </Stack>
  );
}
