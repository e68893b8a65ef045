import { Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, type ReactNode, useDeferredValue, useId } from 'react';
import { StatsUnavailable } from './stats-unavailable';

/** What a panel needs to know of its query (a TanStack Query result fits). */
export interface StatsQueryState<T> {
  data: T | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Figures of the previous period stay on screen, dimmed, while the next period loads. */
export function refreshingStyle(isPlaceholderData: boolean): CSSProperties {
  return { opacity: isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' };
}

/**
 * The figures of a query: a skeleton while they load, an empty state with a retry when the call failed, and
 * the previous period's figures dimmed while the next period loads.
 *
 * The figures render from a deferred value: when an answer arrives, React draws its chart or table in a
 * transition, a few milliseconds at a time, instead of in the one long task that follows the answers of a
 * whole dashboard (Lighthouse's total blocking time); the skeleton or previous figures stay until then.
 */
export function StatsQueryContent<T>({
  query,
  skeletonHeight = 240,
  children,
}: {
  query: StatsQueryState<T>;
  skeletonHeight?: number;
  children: (data: T) => ReactNode;
}) {
  const data = useDeferredValue(query.data);
  if (data !== undefined) {
    const refreshing = query.isPlaceholderData || data !== query.data;
    return (
      <Box aria-busy={refreshing} style={refreshingStyle(refreshing)}>
        {children(data)}
      </Box>
    );
  }
  if (query.isError) return <StatsUnavailable onRetry={() => void query.refetch()} />;
  return <Skeleton h={skeletonHeight} radius="md" aria-hidden />;
}

interface StatsPanelProps<T> {
  title: ReactNode;
  description?: ReactNode;
  /** Controls beside the title (a measure picker). */
  actions?: ReactNode;
  query: StatsQueryState<T>;
  skeletonHeight?: number;
  children: (data: T) => ReactNode;
}

/** A dashboard section: a titled card whose body follows its query. */
export function StatsPanel<T>({ title, description, actions, query, skeletonHeight, children }: StatsPanelProps<T>) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} h="100%">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={2} fz="h4" c="bright" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      <StatsQueryContent query={query} skeletonHeight={skeletonHeight}>
        {children}
      </StatsQueryContent>
    </Card>
  );
}
