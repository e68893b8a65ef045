import { Badge } from '@mantine/core';
import type { NewsState } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<NewsState, string> = { draft: 'gray', scheduled: 'blue', published: 'green' };

export function NewsStateBadge({ state }: { state: NewsState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`news.states.${state}`)}
    </Badge>
  );
}
