import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label / value facts of a record in a side card, one under the other; long values wrap anywhere. */
export function FactList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <DataList orientation="vertical" gap="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
