import { ActionIcon, CopyButton, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The invite code participants enter in the mobile app, with a copy button. */
export function InviteCodeValue({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <span translate="no">{code}</span>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('actions.copied') : t('dashboard.organisation.copy_invite_code')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal.9' : 'gray.7'}
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
  );
}
