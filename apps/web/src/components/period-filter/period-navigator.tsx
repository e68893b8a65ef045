import { ActionIcon, Group, Text } from '@mantine/core';
import { type CalendarPeriod, shiftPeriodKey } from '@mobiverte/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTooltip } from '@/components/tooltip/light-tooltip';

interface PeriodNavigatorProps {
  period: CalendarPeriod;
  periodKey: string;
  /** The key of the current period: there is nothing to see after it. */
  currentKey: string;
  label: ReactNode;
  onChange: (periodKey: string) => void;
}

/** "‹ novembre 2026 ›": steps to the previous or next week, month or year. */
export function PeriodNavigator({ period, periodKey, currentKey, label, onChange }: PeriodNavigatorProps) {
  const { t } = useTranslation();
  const previous = t(`period.previous.${period}`);
  const next = t(`period.next.${period}`);
  const atCurrent = periodKey >= currentKey;
  return (
    <Group gap={4} wrap="nowrap">
      <LightTooltip label={previous} withArrow>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={previous}
          onClick={() => onChange(shiftPeriodKey(period, periodKey, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      </LightTooltip>
      <Text fw={600} c="bright" miw={150} ta="center" aria-live="polite">
        {label}
      </Text>
      <LightTooltip label={next} withArrow disabled={atCurrent}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={next}
          disabled={atCurrent}
          onClick={() => onChange(shiftPeriodKey(period, periodKey, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </LightTooltip>
    </Group>
  );
}
