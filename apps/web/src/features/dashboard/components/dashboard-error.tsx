import { Stack } from '@mantine/core';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';

/** A dashboard whose summary could not be loaded: the header stays, with the reason and a retry. */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack gap="lg">
      <PageHeader />
      <QueryError error={error} onRetry={onRetry} />
    </Stack>
  );
}
