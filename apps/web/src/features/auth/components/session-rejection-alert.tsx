import { Alert } from '@mantine/core';
import { IconDeviceMobile, IconInfoCircle, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionRejection } from '@/lib/auth/session';

const ICONS = {
  participant_not_allowed: IconDeviceMobile,
  duplicate_account: IconUserX,
  session_expired: IconInfoCircle,
} as const;

/** Why the last session was closed: a participant account, a duplicate account or an expired session. */
export function SessionRejectionAlert({ rejection }: { rejection: SessionRejection }) {
  const { t } = useTranslation();
  const Icon = ICONS[rejection];
  return (
    <Alert
      color={rejection === 'session_expired' ? 'blue' : 'orange'}
      variant="light"
      icon={<Icon size={20} />}
      title={t(`auth.rejections.${rejection}.title`)}
      role="alert"
    >
      {t(`auth.rejections.${rejection}.message`)}
    </Alert>
  );
}
