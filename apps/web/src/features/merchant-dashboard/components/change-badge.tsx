import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

/** The change against the previous period of the same length, as a percentage (or "new" from zero). */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (previous === 0)
    return (
      <Text fz="sm" c="dimmed">
        {current === 0 ? t('merchant_dashboard.change.none') : t('merchant_dashboard.change.new')}
      </Text>
    );
  const ratio = (current - previous) / previous;
  const sign = ratio > 0 ? '+' : '';
  return (
    <Text fz="sm" c={ratio >= 0 ? 'teal.9' : 'red.9'}>
      {t('merchant_dashboard.change.vs_previous', { change: `${sign}${format.percent(ratio)}` })}
    </Text>
  );
}
