import { CARPOOL_REQUEST_SORTS } from '@mobiverte/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type CarpoolRequestRow, useCarpoolRequests } from '../api/get-carpool-requests';
import { CarpoolStatusBadge } from './carpool-badges';
import { EventTable, useEventTableState } from './event-table';

const column = createColumnHelper<CarpoolRequestRow>();

/** The event's requests (spec: event requests): who registers, as what, for which day, and where it stands. */
export function RequestsTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const state = useEventTableState<(typeof CARPOOL_REQUEST_SORTS)[number]>('occurrenceDate');
  const list = useCarpoolRequests(eventId, state.query);
  const columns = useMemo(
    () => [
      column.accessor('participantName', { header: () => t('carpool_events.fields.participant') }),
      column.accessor('occurrenceDate', {
        header: () => t('carpool_events.fields.occurrence'),
        cell: (info) => format.calendarDate(info.getValue()),
      }),
      column.accessor('role', {
        header: () => t('carpool_events.fields.role'),
        cell: (info) => t(`carpool_events.roles.${info.getValue()}`),
      }),
      column.accessor('seats', {
        header: () => t('carpool_events.fields.seats'),
        meta: { align: 'right' },
        cell: (info) => {
          const seats = info.getValue();
          return seats === null ? '—' : format.number(seats);
        },
      }),
      column.accessor('licencePlate', {
        header: () => t('carpool_events.fields.licence_plate'),
        meta: { secondary: true },
        cell: (info) => info.getValue() ?? '—',
      }),
      column.display({
        id: 'window',
        header: () => t('carpool_events.fields.window'),
        meta: { secondary: true },
        cell: (info) => {
          const { windowStart, windowEnd } = info.row.original;
          return windowStart && windowEnd
            ? t('carpool_events.window', { start: format.timeOfDay(windowStart), end: format.timeOfDay(windowEnd) })
            : '—';
        },
      }),
      column.accessor('status', {
        header: () => t('carpool_events.fields.status'),
        cell: (info) => <CarpoolStatusBadge subject="request" status={info.getValue()} />,
      }),
      column.accessor('createdAt', {
        header: () => t('carpool_events.fields.registered_at'),
        meta: { secondary: true },
        cell: (info) => format.dateTime(info.getValue()),
      }),
    ],
    [t, format],
  );
  return <EventTable subject="request" state={state} list={list} columns={columns} sortable={CARPOOL_REQUEST_SORTS} />;
}
