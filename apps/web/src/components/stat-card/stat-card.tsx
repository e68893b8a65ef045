import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { DefinitionTip } from './definition-tip';

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon: ReactNode;
  /** Shown small after the value ("km", "kg CO₂e"). */
  unit?: ReactNode;
  hint?: ReactNode;
  /** What the figure counts, shown from an info icon on hover or keyboard focus. */
  definition?: string;
  /** Below the value, e.g. the change against the previous period; a skeleton while loading unless undefined. */
  footer?: ReactNode;
  /** Beside the label, e.g. the button that opens what the figure is made of. */
  action?: ReactNode;
  loading?: boolean;
}

/** One figure with its label and icon, for the dashboards. */
export function StatCard({
  label,
  value,
  icon,
  unit,
  hint,
  definition,
  footer,
  action,
  loading = false,
}: StatCardProps) {
  return (
    <Card aria-busy={loading}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Group gap={4} wrap="nowrap">
            {/* A word longer than a narrow card's width ("DÉPLACEMENTS" beside the icon) breaks rather than being cut. */}
            <Text fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.4} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
            {definition && <DefinitionTip label={label} definition={definition} />}
            {action}
          </Group>
          {loading ? (
            <Skeleton h={32} w={96} />
          ) : (
            <Group gap={6} align="baseline" wrap="nowrap">
              <Text fz={30} fw={700} lh={1.1} c="bright">
                {value}
              </Text>
              {unit && (
                <Text fz="sm" fw={600} c="dimmed">
                  {unit}
                </Text>
              )}
            </Group>
          )}
          {hint && (
            <Text fz="sm" c="dimmed">
              {hint}
            </Text>
          )}
          {loading && footer !== undefined ? <Skeleton h={20} w={140} /> : footer}
        </Stack>
        {/* Decorative: on a phone, where two cards share a row, the label takes its room. */}
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden visibleFrom="xs">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
