import { Card, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatCard } from '@/components/stat-card/stat-card';
import { refreshingStyle, type StatsQueryState } from './stats-panel';
import { StatsUnavailable } from './stats-unavailable';

export interface StatCardItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
  icon: ReactNode;
  unit?: ReactNode;
  hint?: ReactNode;
  definition?: string;
  footer?: ReactNode;
  action?: ReactNode;
}

/** Container widths at which the grid shows 2 and then `columns` cards a row (2 a row on a tablet). */
const TWO_FROM = '440px';
const ALL_FROM = { 3: '840px', 4: '900px' } as const;

interface StatCardGridProps {
  /** The query the figures come from: skeletons while it loads, one empty state with a retry if it failed. */
  query: StatsQueryState<unknown>;
  items: StatCardItem[];
  columns: 3 | 4;
}

/** A row of stat cards fed by one query, dimmed while the next period loads. */
export function StatCardGrid({ query, items, columns }: StatCardGridProps) {
  if (query.data === undefined && query.isError) {
    return (
      <Card>
        <StatsUnavailable onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, [TWO_FROM]: 2, [ALL_FROM[columns]]: columns }}
      spacing="md"
      style={refreshingStyle(query.isPlaceholderData)}
    >
      {items.map(({ key, ...item }) => (
        <StatCard key={key} {...item} loading={query.data === undefined} />
      ))}
    </SimpleGrid>
  );
}
