import { Group, Progress, Text } from '@mantine/core';
import { useFormatters } from '@/lib/use-formatters';

/** A ratio from 0 to 1 as a bar and its percentage, named for screen readers. */
export function ProgressCell({ ratio, label, width = 120 }: { ratio: number; label: string; width?: number }) {
  const format = useFormatters();
  const clamped = Math.max(0, Math.min(1, ratio));
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={clamped * 100}
        w={width}
        style={{ flexShrink: 0 }}
        size="md"
        color={clamped >= 1 ? 'teal' : 'brand'}
        aria-label={label}
        aria-valuetext={format.percent(clamped)}
      />
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.percent(clamped)}
      </Text>
    </Group>
  );
}
