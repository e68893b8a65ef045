import { Code, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReadOnlyValue } from '@/components/form/read-only';

/** Label / value pairs of an order, two per row on wide screens. */
export function OrderFacts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {items.map((item, index) => (
        <ReadOnlyValue key={index} label={item.label}>
          {item.value}
        </ReadOnlyValue>
      ))}
    </SimpleGrid>
  );
}

export function OrderCode({ code }: { code: string }) {
  return <Code fz="md">{code}</Code>;
}
