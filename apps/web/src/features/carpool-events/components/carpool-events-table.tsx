import { Anchor, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { CarpoolEventListItem } from '../api/get-carpool-events';
import { nextOccurrence } from '../lib/schedule';
import { EventStateBadge } from './carpool-badges';
import { FrequencyBadge } from './frequency-badge';
import { MeetingTimes } from './meeting-times';

const PAGE_SIZE = 20;
const column = createColumnHelper<CarpoolEventListItem>();
const STATE_ORDER = { open: 0, paused: 1, closed: 2 } as const;

interface CarpoolEventsTableProps {
  events: CarpoolEventListItem[];
  loading: boolean;
  /** City admins see events of every organisation. */
  showOrganisation: boolean;
  /** The city's day (YYYY-MM-DD): the next occurrence is on or after it. */
  today: string;
  /** Offered in the empty state to those who may create events. */
  canCreate: boolean;
}

/** The owner's events, sorted and paged in the browser (the API answers them all). */
export function CarpoolEventsTable({ events, loading, showOrganisation, today, canCreate }: CarpoolEventsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('fields.name'),
        cell: (info) => (
          <Anchor component={Link} to={paths.carpoolEvents.detailOf(info.row.original.id)} fw={600} fz="sm">
            {info.getValue()}
          </Anchor>
        ),
      }),
      ...(showOrganisation
        ? [
            column.accessor((event) => event.organisationName ?? t('carpool_events.owner_city'), {
              id: 'organisation',
              header: () => t('fields.organisation'),
            }),
          ]
        : []),
      column.accessor((event) => STATE_ORDER[event.state], {
        id: 'state',
        header: () => t('carpool_events.fields.state'),
        cell: (info) => <EventStateBadge state={info.row.original.state} />,
      }),
      column.accessor('frequency', {
        header: () => t('carpool_events.fields.frequency'),
        cell: (info) => <FrequencyBadge frequency={info.getValue()} />,
      }),
      column.accessor((event) => event.address ?? '', {
        id: 'destination',
        header: () => t('carpool_events.fields.destination'),
        meta: { secondary: true },
        cell: (info) => info.getValue() || '—',
      }),
      column.display({
        id: 'meetingTime',
        header: () => t('carpool_events.fields.meeting_time'),
        cell: (info) => <MeetingTimes event={info.row.original} />,
      }),
      ...(['liveRequests', 'confirmedMatches', 'sharedTrips'] as const).map((key) =>
        column.accessor(key, {
          header: () => t(`carpool_events.list.${key}`),
          meta: { align: 'right' },
          cell: (info) => format.number(info.getValue()),
        }),
      ),
      column.accessor(
        (event) => {
          const next = event.state === 'closed' ? null : nextOccurrence(event, today);
          return next ? `${next.day} ${next.time ?? ''}` : '9999';
        },
        {
          id: 'next',
          header: () => t('carpool_events.fields.next_occurrence'),
          cell: (info) => {
            const value = info.getValue();
            if (value === '9999')
              return (
                <Text fz="sm" c="dimmed">
                  {t('carpool_events.no_next_occurrence')}
                </Text>
              );
            const [day = '', time] = value.split(' ');
            return time ? `${format.calendarDate(day)} ${format.timeOfDay(time)}` : format.calendarDate(day);
          },
        },
      ),
    ],
    [t, format, showOrganisation, today],
  );
  return (
    <DataTable
      data={events}
      columns={columns}
      loading={loading}
      caption={t('carpool_events.list.caption')}
      getRowId={(event) => event.id}
      onRowClick={(event) => void navigate(paths.carpoolEvents.detailOf(event.id))}
      emptyTitle={t('carpool_events.list.empty')}
      emptyDescription={t('carpool_events.list.empty_hint')}
      emptyAction={
        canCreate
          ? {
              label: t('carpool_events.create.open'),
              to: paths.carpoolEvents.create,
              icon: <IconPlus size={18} aria-hidden />,
            }
          : undefined
      }
      pageSize={PAGE_SIZE}
      initialSorting={[{ id: 'state', desc: false }]}
    />
  );
}
