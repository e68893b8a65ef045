import { ActionIcon, Card, CopyButton, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The invite code participants enter in the mobile app to join the organisation, with a copy button. */
export function InviteCodeCard({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconKey size={24} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={600} c="bright">
              {t('dashboard.organisation.invite_code')}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('dashboard.organisation.invite_code_hint')}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text fz={28} fw={700} ff="monospace" lts={2} c="bright" translate="no">
            {code}
          </Text>
          <CopyButton value={code} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('actions.copied') : t('dashboard.organisation.copy_invite_code')} withArrow>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('dashboard.organisation.copy_invite_code')}
                  onClick={() => {
                    copy();
                    notifications.show({ color: 'brand', message: t('dashboard.organisation.invite_code_copied') });
                  }}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Group>
    </Card>
  );
}
