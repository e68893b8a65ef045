import { Alert, Text } from '@mantine/core';
import { canSendAnotherChallenge } from '@mobiverte/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChallengeConfiguration } from '../api/get-challenge-configuration';

/** How many challenges the organisation has out against the city's limit; a warning once it is reached. */
export function SendLimitNotice({ configuration }: { configuration: ChallengeConfiguration }) {
  const { t } = useTranslation();
  const { sendLimit, sentCount } = configuration;
  if (sendLimit === null) return null;
  const values = { count: sentCount ?? 0, limit: sendLimit };
  if (!canSendAnotherChallenge(sendLimit, sentCount ?? 0)) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={t('challenges.send_limit.reached_title')}>
        {t('challenges.send_limit.reached', values)}
      </Alert>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      {t('challenges.send_limit.usage', values)}
    </Text>
  );
}
