import { Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}

/** A few figures in a row, lighter than stat cards: the account's facts beside its statistics. */
export function FactList({ facts, loading = false }: { facts: Fact[]; loading?: boolean }) {
  return (
    <Group component="dl" gap="xl" wrap="wrap" align="flex-start" m={0}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} c="bright" lh={1.3}>
            {loading ? <Skeleton h={24} w={48} mt={4} component="span" display="block" /> : fact.value}
          </Text>
          {fact.hint && !loading && (
            <Text component="dd" m={0} fz="xs" c="dimmed">
              {fact.hint}
            </Text>
          )}
        </div>
      ))}
    </Group>
  );
}
