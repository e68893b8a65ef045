import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CarpoolEventAction, localDayOf } from '@mobiverte/contracts';
import { IconLock, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link/back-link';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { ensureNamespaces } from '@/lib/i18n';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useChangeCarpoolEventState } from '../api/change-carpool-event-state';
import { useCarpoolEvent } from '../api/get-carpool-event';
import type { CarpoolEvent } from '../api/get-carpool-events';
import { EventStateBadge } from '../components/carpool-badges';
import { FiguresTab } from '../components/figures-tab';
import { FrequencyBadge } from '../components/frequency-badge';
import { MatchesTab } from '../components/matches-tab';
import { RequestsTab } from '../components/requests-tab';
import { getMeetingTimes, nextOccurrence } from '../lib/schedule';
import { eventActionsFor } from '../lib/statuses';

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

// The map's code, MapLibre and the maps' texts (the map component's loading and status lines) load when the
// « Carte » tab opens, never with the page.
const MapTab = lazy(() =>
  Promise.all([import('../components/map-tab'), ensureNamespaces(['maps'])]).then(([module]) => ({
    default: module.MapTab,
  })),
);

const ACTION_ICONS = { open: IconPlayerPlay, pause: IconPlayerPause } as const;

/** Open, pause (at once) and close (after a confirmation: it cancels the live requests and matches). */
function EventActions({ event }: { event: CarpoolEvent }) {
  const { t } = useTranslation();
  const confirmed = useConfirmedAction();
  const change = useChangeCarpoolEventState();
  const run = (action: CarpoolEventAction) => change.mutateAsync({ id: event.id, action });
  const success = (action: CarpoolEventAction) => t(`carpool_events.actions.${action}_done`, { name: event.name });
  const now = async (action: CarpoolEventAction) => {
    try {
      await run(action);
      notifications.show({ color: 'brand', message: success(action) });
    } catch (error) {
      notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
    }
  };
  const actions = eventActionsFor(event.state);
  return (
    <Group gap="sm">
      {event.state !== 'closed' && (
        <Button
          component={Link}
          to={paths.carpoolEvents.editOf(event.id)}
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('carpool_events.actions.edit')}
        </Button>
      )}
      {actions.map((action) => {
        if (action === 'close') {
          return (
            <DangerButton
              key={action}
              leftSection={<IconLock size={16} aria-hidden />}
              disabled={change.isPending}
              onClick={() =>
                void confirmed({
                  title: t('carpool_events.close.title'),
                  message: t('carpool_events.close.message', { name: event.name }),
                  confirmLabel: t('carpool_events.close.confirm'),
                  danger: true,
                  run: () => run('close'),
                  success: success('close'),
                })
              }
            >
              {t('carpool_events.actions.close')}
            </DangerButton>
          );
        }
        const Icon = ACTION_ICONS[action];
        return (
          <Button
            key={action}
            variant="light"
            leftSection={<Icon size={16} aria-hidden />}
            loading={change.isPending && change.variables?.action === action}
            disabled={change.isPending}
            onClick={() => void now(action)}
          >
            {t(`carpool_events.actions.${action}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** `/carpool-events/{id}`: the event, its state and actions, its requests, its matches, its figures and its map. */
export function CarpoolEventPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const { eventId = '' } = useParams();
  const event = useCarpoolEvent(eventId);

  if (event.isError && hasErrorCode(event.error, 'not_found', 'validation_failed')) return <NotFound />;

  const data = event.data;
  const schedule = data ? getMeetingTimes(data) : [];
  const canWrite = canUse(me, 'carpool-events.write');
  const periodText = (event: CarpoolEvent) => {
    const start = event.date ? format.calendarDate(event.date) : null;
    const end = event.endDate ? format.calendarDate(event.endDate) : null;
    if (start && end) return t('carpool_events.period.from_to', { start, end });
    if (start) return t('carpool_events.period.from', { start });
    if (end) return t('carpool_events.period.to', { end });
    return t('carpool_events.period.always');
  };
  const today = localDayOf(new Date(), me.city.timezone);
  const next = data && data.state !== 'closed' ? nextOccurrence(data, today) : null;

  return (
    <Stack gap="lg">
      <BackLink to={paths.carpoolEvents.list}>{t('carpool_events.detail.back')}</BackLink>
      <PageHeader
        title={
          data?.name ?? (event.isPending ? <Skeleton h={32} w={280} component="span" display="block" /> : undefined)
        }
        description={
          data ? (
            <Group gap="xs" component="span">
              <EventStateBadge state={data.state} />
              <Text span fz="sm" c="dimmed">
                {t(`carpool_events.state_hint.${data.state}`)}
              </Text>
            </Group>
          ) : undefined
        }
        actions={data && canWrite ? <EventActions event={data} /> : undefined}
      />
      {event.isError && <QueryError error={event.error} onRetry={() => void event.refetch()} />}
      {(data || event.isPending) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card>
            <Title order={2} fz="h4" mb="md">
              {t('carpool_events.detail.about')}
            </Title>
            {data ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Detail label={t('carpool_events.fields.frequency')}>
                  <FrequencyBadge frequency={data.frequency} />
                </Detail>
                <Detail label={t('carpool_events.fields.next_occurrence')}>
                  {next
                    ? `${format.calendarDate(next.day)}${next.time ? ` ${format.timeOfDay(next.time)}` : ''}`
                    : t('carpool_events.no_next_occurrence')}
                </Detail>
                <Detail label={t(data.frequency === 'once' ? 'fields.date' : 'carpool_events.fields.period')}>
                  {data.frequency === 'once' ? (data.date ? format.calendarDate(data.date) : '—') : periodText(data)}
                </Detail>
                <Detail label={t('carpool_events.fields.destination')}>
                  {data.address ?? '—'}
                  {data.branchId && (
                    <Text fz="xs" c="dimmed">
                      {t('carpool_events.detail.branch')}
                    </Text>
                  )}
                </Detail>
                <Detail label={t('fields.organisation')}>
                  {data.organisationName ?? t('carpool_events.owner_city')}
                </Detail>
                <Detail label={t('carpool_events.fields.requires_validation')}>
                  {t(data.requiresValidation ? 'actions.yes' : 'actions.no')}
                </Detail>
              </SimpleGrid>
            ) : (
              <Stack gap="md">
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} h={36} />
                ))}
              </Stack>
            )}
          </Card>
          <Card>
            <Title order={2} fz="h4" mb="md">
              {t('carpool_events.fields.meeting_time')}
            </Title>
            {data && schedule.length === 0 && <Text c="dimmed">{t('carpool_events.no_meeting_time')}</Text>}
            {data && schedule.length > 0 && (
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('carpool_events.fields.day')}</Table.Th>
                    <Table.Th scope="col">{t('carpool_events.fields.time')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {schedule.map(({ day, time }) => (
                    <Table.Tr key={day}>
                      <Table.Td>{format.weekdayLong(day)}</Table.Td>
                      <Table.Td>{time ? format.timeOfDay(time) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {!data && <Skeleton h={120} />}
          </Card>
        </SimpleGrid>
      )}
      {data && (
        <Card>
          <Tabs defaultValue="requests" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="requests">{t('carpool_events.tabs.requests')}</Tabs.Tab>
              <Tabs.Tab value="matches">{t('carpool_events.tabs.matches')}</Tabs.Tab>
              <Tabs.Tab value="figures">{t('carpool_events.tabs.figures')}</Tabs.Tab>
              <Tabs.Tab value="map">{t('carpool_events.tabs.map')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="requests">
              <RequestsTab eventId={data.id} canDecide={canWrite && data.state !== 'closed'} />
            </Tabs.Panel>
            <Tabs.Panel value="matches">
              <MatchesTab
                eventId={data.id}
                requiresValidation={data.requiresValidation}
                canDecide={canWrite && data.state !== 'closed'}
              />
            </Tabs.Panel>
            <Tabs.Panel value="figures">
              <FiguresTab event={data} today={today} />
            </Tabs.Panel>
            <Tabs.Panel value="map">
              <Suspense fallback={<Skeleton h={480} radius="md" />}>
                <MapTab eventId={data.id} eventName={data.name} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </Card>
      )}
    </Stack>
  );
}
