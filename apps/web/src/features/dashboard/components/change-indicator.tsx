import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type ChangeDirection, computeChange } from '../lib/stats-change';

const LOOK: Record<Exclude<ChangeDirection, 'none'>, { color: string; Icon: typeof IconArrowUpRight }> = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  flat: { color: 'gray', Icon: IconArrowRight },
};

interface ChangeIndicatorProps {
  current: number;
  previous: number;
  previousRange: { startDate: string; endDate: string };
}

/** "↑ 12 % vs période précédente" (or why there is no comparison), with the whole sentence for screen readers. */
export function ChangeIndicator({ current, previous, previousRange }: ChangeIndicatorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { direction, ratio } = computeChange(current, previous);
  const { color, Icon } = LOOK[direction === 'none' ? 'flat' : direction];
  const value = ratio === null ? '' : format.percent(Math.abs(ratio));
  const range = format.calendarRange(previousRange.startDate, previousRange.endDate);
  return (
    <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
      {direction !== 'none' && (
        <Badge
          variant="light"
          color={color}
          size="md"
          leftSection={<Icon size={14} aria-hidden />}
          aria-hidden
          title={t('dashboard.change.previous_range', { range })}
          style={{ flexShrink: 0 }}
        >
          {direction === 'flat' ? t('dashboard.change.flat_short') : value}
        </Badge>
      )}
      <Text fz="xs" c="dimmed" aria-hidden>
        {direction === 'none' ? t('dashboard.change.none_hint') : t('dashboard.change.versus_previous')}
      </Text>
      <VisuallyHidden>{t(`dashboard.change.${direction}`, { value, range })}</VisuallyHidden>
    </Group>
  );
}
