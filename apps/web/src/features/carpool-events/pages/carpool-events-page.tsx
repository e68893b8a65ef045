import { Card, Stack } from '@mantine/core';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useCarpoolEvents } from '../api/get-carpool-events';
import { CarpoolEventsTable } from '../components/carpool-events-table';

export function CarpoolEventsPage() {
  const me = useMe();
  const events = useCarpoolEvents();
  return (
    <Stack gap="lg">
      <PageHeader />
      {events.isError ? (
        <QueryError error={events.error} onRetry={() => void events.refetch()} />
      ) : (
        <Card>
          <CarpoolEventsTable
            events={events.data?.data ?? []}
            loading={events.isPending}
            showOrganisation={me.role === 'city'}
          />
        </Card>
      )}
    </Stack>
  );
}
