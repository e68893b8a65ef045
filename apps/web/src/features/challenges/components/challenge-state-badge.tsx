import { Badge } from '@mantine/core';
import type { ChallengeDisplayState, ReceivedChallengeState } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { getRecipientBadge, getStateBadge } from '../lib/challenge-state';

interface ChallengeStateBadgeProps {
  displayState: ChallengeDisplayState;
  received?: { state: ReceivedChallengeState } | null;
}

export function ChallengeStateBadge({ displayState, received }: ChallengeStateBadgeProps) {
  const { t } = useTranslation();
  const { label, color } = getStateBadge(displayState, received);
  return (
    <Badge variant="light" color={color} miw="max-content">
      {t(label)}
    </Badge>
  );
}

export function RecipientStateBadge({ state }: { state: ReceivedChallengeState }) {
  const { t } = useTranslation();
  const { label, color } = getRecipientBadge(state);
  return (
    <Badge variant="light" color={color}>
      {t(label)}
    </Badge>
  );
}
