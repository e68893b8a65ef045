import { Button, Card, Stack } from '@mantine/core';
import { localDayOf } from '@mobiverte/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useCarpoolEvents } from '../api/get-carpool-events';
import { CarpoolEventsTable } from '../components/carpool-events-table';

/** `/carpool-events`: the events of the organisation (or of the whole city); carpool-only accounts land here. */
export function CarpoolEventsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const events = useCarpoolEvents();
  const canCreate = canUse(me, 'carpool-events.write');
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          canCreate ? (
            <Button component={Link} to={paths.carpoolEvents.create} leftSection={<IconPlus size={18} aria-hidden />}>
              {t('carpool_events.create.open')}
            </Button>
          ) : undefined
        }
      />
      {events.isError ? (
        <QueryError error={events.error} onRetry={() => void events.refetch()} />
      ) : (
        <Card>
          <CarpoolEventsTable
            events={events.data?.data ?? []}
            loading={events.isPending}
            showOrganisation={me.role === 'city'}
            today={localDayOf(new Date(), me.city.timezone)}
            canCreate={canCreate}
          />
        </Card>
      )}
    </Stack>
  );
}
