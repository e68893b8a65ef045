import { Anchor, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconExternalLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** The address of the public share page of an invite code, on this dashboard's own origin. */
export function getInvitationLink(inviteCode: string, origin = window.location.origin): string {
  return `${origin}${paths.shareOf(inviteCode)}`;
}

/** The invite code and the link to send to employees: both copy in one click. */
export function ShareInvitationCard({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation();
  const link = getInvitationLink(inviteCode);
  const announceCopy = () => notifications.show({ color: 'brand', message: t('admin.link_copied') });
  return (
    <Card>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconShare size={20} aria-hidden />
          <Title order={2} fz="h4">
            {t('profile.share.title')}
          </Title>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('profile.share.description')}
        </Text>
        <Stack gap={2}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
            {t('profile.share.invite_code')}
          </Text>
          <Text fz={28} fw={700} ff="monospace" lts={3} c="bright" translate="no">
            {inviteCode}
          </Text>
        </Stack>
        <TextInput
          label={t('profile.share.link')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm" wrap="wrap">
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={() => {
                  copy();
                  announceCopy();
                }}
              >
                {copied ? t('actions.copied') : t('profile.share.copy')}
              </Button>
            )}
          </CopyButton>
          <Anchor href={paths.shareOf(inviteCode)} target="_blank" rel="noopener noreferrer" fz="sm">
            <Group gap={4} wrap="nowrap" component="span">
              {t('profile.share.preview')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
