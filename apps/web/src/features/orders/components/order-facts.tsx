import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label / value pairs of an order, two per row on wide screens. */
export function OrderFacts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {items.map((item, index) => (
        <Stack key={index} gap={2}>
          <Text fz="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="div" fw={500}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function OrderCode({ code }: { code: string }) {
  return <Code fz="md">{code}</Code>;
}
