import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPlayerPause, IconPlayerPlay, IconTrash, IconX } from '@tabler/icons-react';
import { CARPOOL_REQUEST_SORTS, type CarpoolAdminRequestAction } from '@mobiverte/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { useFormatters } from '@/lib/use-formatters';
import { useDecideCarpoolRequest } from '../api/decide-carpool-request';
import { type CarpoolRequestRow, useCarpoolRequests } from '../api/get-carpool-requests';
import { requestActionsFor } from '../lib/statuses';
import { CarpoolStatusBadge } from './carpool-badges';
import { EventTable, useEventTableState } from './event-table';

const column = createColumnHelper<CarpoolRequestRow>();
const ACTION_ICONS = {
  suspend: IconPlayerPause,
  release: IconPlayerPlay,
  reject: IconX,
  delete: IconTrash,
} satisfies Record<CarpoolAdminRequestAction, unknown>;

interface RequestsTabProps {
  eventId: string;
  /** False for read-only accounts and closed events: the actions are hidden. */
  canDecide: boolean;
}

/**
 * The event's requests (spec: event requests): who registers, as what, for which day, and where it stands; an
 * admin may hold, release, refuse or remove one, after a confirmation (its matches are called off).
 */
export function RequestsTab({ eventId, canDecide }: RequestsTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const state = useEventTableState<(typeof CARPOOL_REQUEST_SORTS)[number]>('occurrenceDate');
  const list = useCarpoolRequests(eventId, state.query);
  const { mutateAsync: decide, isPending } = useDecideCarpoolRequest();
  const confirmed = useConfirmedAction();
  const act = useCallback(
    (request: CarpoolRequestRow, action: CarpoolAdminRequestAction) => {
      const name = { participant: request.participantName };
      return confirmed({
        title: t(`carpool_events.requests.${action}_title`),
        message: t(`carpool_events.requests.${action}_message`, name),
        confirmLabel: t(`carpool_events.requests.${action}_confirm`),
        danger: action !== 'release',
        run: () => decide({ eventId, requestId: request.id, action }),
        success: t(`carpool_events.requests.${action}_done`, name),
      });
    },
    [t, confirmed, decide, eventId],
  );
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
        cell: (info) => (
          <CarpoolStatusBadge subject="request" status={info.getValue()} reason={info.row.original.statusReason} />
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('carpool_events.fields.registered_at'),
        meta: { secondary: true },
        cell: (info) => format.dateTime(info.getValue()),
      }),
      ...(canDecide
        ? [
            column.display({
              id: 'actions',
              header: () => t('carpool_events.fields.actions'),
              meta: { align: 'right', actions: true },
              cell: (info) => {
                const request = info.row.original;
                const actions = requestActionsFor(request.status);
                if (actions.length === 0) return null;
                const label = { participant: request.participantName };
                return (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={isPending}
                        aria-label={t('carpool_events.requests.actions_label', label)}
                      >
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {actions.map((action) => {
                        const Icon = ACTION_ICONS[action];
                        return (
                          <Menu.Item
                            key={action}
                            color={action === 'release' ? undefined : 'red.8'}
                            leftSection={<Icon size={16} aria-hidden />}
                            onClick={() => void act(request, action)}
                          >
                            {t(`carpool_events.requests.${action}`)}
                          </Menu.Item>
                        );
                      })}
                    </Menu.Dropdown>
                  </Menu>
                );
              },
            }),
          ]
        : []),
    ],
    [t, format, canDecide, isPending, act],
  );
  return (
    <EventTable
      eventId={eventId}
      subject="request"
      state={state}
      list={list}
      columns={columns}
      sortable={CARPOOL_REQUEST_SORTS}
    />
  );
}
