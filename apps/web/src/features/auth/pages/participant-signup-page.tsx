import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { normaliseInviteCode } from '@mobiverte/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useBranding } from '@/lib/branding';
import { useVisitorLanguage } from '@/lib/visitor-language';
import { ParticipantSignupForm } from '../components/participant-signup-form';

/** "Check your email": the account waits for its confirmation, and no session is opened here. */
function CheckYourEmail({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const { name: brand } = useBranding();
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('join.sent.title')}
      </Title>
      <Alert color="brand" variant="light" icon={<IconMailCheck size={22} />} role="status">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('join.sent.message', { email })}
        </Text>
      </Alert>
      <List spacing="xs" fz="sm">
        <List.Item>{t('join.sent.open_link')}</List.Item>
        <List.Item>{t('join.sent.then_app', { brand })}</List.Item>
        <List.Item>{t('join.sent.not_received')}</List.Item>
      </List>
      <Button variant="default" onClick={onRestart}>
        {t('join.sent.other_address')}
      </Button>
    </Stack>
  );
}

/** `/inscription?code=…`: a participant creates their account with their organisation's invite code. */
export function ParticipantSignupPage() {
  const { t } = useTranslation();
  const { name: brand } = useBranding();
  useVisitorLanguage();
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <CheckYourEmail email={sentTo} onRestart={() => setSentTo(null)} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('join.title')}
        </Title>
        <Text c="dimmed">{t('join.description', { brand })}</Text>
      </Stack>
      <ParticipantSignupForm inviteCode={normaliseInviteCode(searchParams.get('code') ?? '')} onSent={setSentTo} />
      <Text fz="sm" ta="center" c="dimmed">
        {t('join.coordinator')}{' '}
        <Anchor component={Link} to={paths.auth.registerOrganisation} fw={600}>
          {t('join.register_organisation')}
        </Anchor>
      </Text>
    </Stack>
  );
}
