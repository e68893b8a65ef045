import { Badge } from '@mantine/core';
import type { EmailCampaignState } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EmailCampaignState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'orange',
  sent: 'green',
  cancelled: 'red',
};

export function EmailStateBadge({ state }: { state: EmailCampaignState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`emails.states.${state}`)}
    </Badge>
  );
}
