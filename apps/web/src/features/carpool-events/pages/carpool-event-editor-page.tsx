import { Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link/back-link';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { useCarpoolEvent } from '../api/get-carpool-event';
import { useSaveCarpoolEvent } from '../api/save-carpool-event';
import { CarpoolEventForm } from '../components/carpool-event-form';
import { blankEventValues, eventToValues } from '../lib/event-form';

/** `/carpool-events/new` and `/carpool-events/{id}/edit`: an event created or changed. */
export function CarpoolEventEditorPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { eventId } = useParams();
  const id = eventId ?? null;
  const event = useCarpoolEvent(id);
  const save = useSaveCarpoolEvent();
  // An organisation's event may meet at one of its branches; a city's event belongs to no organisation.
  const allowBranch = me.role === 'organisation';

  if (id && event.isError) {
    if (hasErrorCode(event.error, 'not_found', 'validation_failed')) return <NotFound />;
    return <QueryError error={event.error} onRetry={() => void event.refetch()} />;
  }
  if (id && !event.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={420} />
      </Stack>
    );
  }
  const existing = event.data;
  const back = existing ? paths.carpoolEvents.detailOf(existing.id) : paths.carpoolEvents.list;
  return (
    <Stack gap="lg">
      <BackLink to={back}>{t(existing ? 'carpool_events.edit.back' : 'carpool_events.detail.back')}</BackLink>
      <PageHeader
        title={existing ? t('carpool_events.edit.title', { name: existing.name }) : t('carpool_events.create.title')}
        description={t(existing ? 'carpool_events.edit.description' : 'carpool_events.create.description')}
      />
      <CarpoolEventForm
        key={existing?.id ?? 'new'}
        initialValues={existing ? eventToValues(existing) : blankEventValues(allowBranch ? 'branch' : 'address')}
        allowBranch={allowBranch || existing?.branchId != null}
        requireChanges={existing !== undefined}
        submitLabel={t(existing ? 'carpool_events.edit.submit' : 'carpool_events.create.submit')}
        pending={save.isPending}
        onCancel={() => void navigate(back)}
        onSubmit={async (body) => {
          const saved = await save.mutateAsync({ id: existing?.id ?? null, body });
          notifications.show({
            color: 'brand',
            message: t(existing ? 'carpool_events.edit.saved' : 'carpool_events.create.saved', { name: saved.name }),
          });
          void navigate(paths.carpoolEvents.detailOf(saved.id), { replace: !existing });
        }}
      />
    </Stack>
  );
}
