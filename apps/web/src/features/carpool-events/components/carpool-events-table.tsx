import { Anchor, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { CarpoolEvent } from '../api/get-carpool-events';
import { sortWeekdays } from '../lib/schedule';
import { FrequencyBadge } from './frequency-badge';
import { MeetingTimes } from './meeting-times';

const column = createColumnHelper<CarpoolEvent>();

interface CarpoolEventsTableProps {
  events: CarpoolEvent[];
  loading: boolean;
  /** City admins see events of every organisation. */
  showOrganisation: boolean;
}

export function CarpoolEventsTable({ events, loading, showOrganisation }: CarpoolEventsTableProps) {
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
            column.accessor((event) => event.organisationName ?? '', {
              id: 'organisation',
              header: () => t('fields.organisation'),
            }),
          ]
        : []),
      column.accessor((event) => event.date ?? '', {
        id: 'date',
        header: () => t('fields.date'),
        cell: (info) =>
          info.getValue() ? (
            format.calendarDate(info.getValue())
          ) : (
            <Text fz="sm" c="dimmed">
              {t('carpool_events.every_week')}
            </Text>
          ),
      }),
      column.accessor('frequency', {
        header: () => t('carpool_events.fields.frequency'),
        cell: (info) => <FrequencyBadge frequency={info.getValue()} />,
      }),
      column.accessor('days', {
        header: () => t('carpool_events.fields.days'),
        enableSorting: false,
        cell: (info) =>
          sortWeekdays(info.getValue())
            .map((day) => format.weekday(day))
            .join(', ') || '—',
      }),
      column.display({
        id: 'meetingTime',
        header: () => t('carpool_events.fields.meeting_time'),
        cell: (info) => <MeetingTimes event={info.row.original} />,
      }),
    ],
    [t, format, showOrganisation],
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
      initialSorting={[{ id: 'name', desc: false }]}
    />
  );
}
