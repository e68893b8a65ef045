import { ActionIcon, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LightTooltip } from '@/components/tooltip/light-tooltip';

/**
 * The invite code participants enter in the mobile app to join the organisation, with a copy button; `null`
 * while it loads (a placeholder of the same height, the label and hint already there).
 */
export function InviteCode({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
        {t('dashboard.organisation.invite_code')}
      </Text>
      {code === null ? (
        <Group gap="xs" wrap="nowrap">
          <Text fz={24} fw={700} lts={2} aria-hidden>
            <Skeleton component="span" display="inline-block" h={24} w={150} style={{ verticalAlign: 'middle' }} />
          </Text>
          <ActionIcon variant="default" size="lg" disabled aria-hidden />
        </Group>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Text fz={24} fw={700} ff="monospace" lts={2} c="bright" translate="no">
            {code}
          </Text>
          <CopyButton value={code} timeout={2000}>
            {({ copied, copy }) => (
              <LightTooltip
                label={copied ? t('actions.copied') : t('dashboard.organisation.copy_invite_code')}
                withArrow
              >
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
              </LightTooltip>
            )}
          </CopyButton>
        </Group>
      )}
      <Text fz="xs" c="dimmed" maw={280}>
        {t('dashboard.organisation.invite_code_hint')}
      </Text>
    </Stack>
  );
}
