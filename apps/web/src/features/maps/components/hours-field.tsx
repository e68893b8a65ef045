import { Group, Select, Stack } from '@mantine/core';
import { parseHourWindow } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '@/components/segmented/segmented-choice';
import { formatHours, HOUR_PRESETS, type HourPreset, hoursChoice } from '../lib/map-filters';

type Choice = HourPreset | 'custom' | 'all_day';
const CHOICES: readonly Choice[] = ['all_day', 'morning', 'evening', 'custom'];
const CUSTOM_DEFAULT = '10-14';

/** The hours of the day: all day, the morning or evening commute, or a window of whole hours (22 h – 6 h wraps). */
export function HoursField({ value, onChange }: { value: string | null; onChange: (hours: string | null) => void }) {
  const { t } = useTranslation();
  const choice = hoursChoice(value);
  const window = parseHourWindow(value ?? CUSTOM_DEFAULT)!;
  const hourOptions = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => {
      const hour = from + index;
      return { value: String(hour), label: t('maps.filters.hour', { hour }) };
    });
  const choose = (next: Choice) => {
    if (next === 'all_day') onChange(null);
    else if (next === 'custom') onChange(value && choice !== 'all_day' ? value : CUSTOM_DEFAULT);
    else onChange(HOUR_PRESETS[next]);
  };
  const setWindow = (from: number, to: number) => {
    const hours = formatHours(from, to);
    if (hours) onChange(hours);
  };
  return (
    <Stack gap={6}>
      <SegmentedChoice
        aria-label={t('maps.filters.hours')}
        value={choice}
        onChange={choose}
        data={CHOICES.map((item) => ({ value: item, label: t(`maps.filters.hours_choice.${item}`) }))}
      />
      {choice === 'custom' && (
        <Group gap="xs" align="flex-end">
          <Select
            label={t('maps.filters.from_hour')}
            data={hourOptions(0, 23)}
            value={String(window.from)}
            onChange={(hour) => hour && setWindow(Number(hour), window.to)}
            w={110}
          />
          <Select
            label={t('maps.filters.to_hour')}
            data={hourOptions(1, 24)}
            value={String(window.to)}
            onChange={(hour) => hour && setWindow(window.from, Number(hour))}
            w={110}
          />
        </Group>
      )}
    </Stack>
  );
}
