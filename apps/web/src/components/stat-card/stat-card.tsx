import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon: ReactNode;
  hint?: ReactNode;
  loading?: boolean;
}

/** One figure with its label and icon, for the dashboards. */
export function StatCard({ label, value, icon, hint, loading = false }: StatCardProps) {
  return (
    <Card aria-busy={loading}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Text fz="sm" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={32} w={96} />
          ) : (
            <Text fz={30} fw={700} lh={1.1} c="bright">
              {value}
            </Text>
          )}
          {hint && (
            <Text fz="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
