import '@mantine/core/styles/SegmentedControl.css';
import { ActionIcon, Badge, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CARPOOL_MATCH_GROUPS,
  CARPOOL_MATCH_SORTS,
  CARPOOL_STATUSES,
  LIVE_MATCH_STATUSES,
  type CarpoolMatchGroup,
  type CarpoolStatus,
} from '@mobiverte/contracts';
import { IconBan, IconCheck, IconParking, IconX } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { useDecideCarpoolMatch } from '../api/decide-carpool-match';
import { type CarpoolMatchRow, useCarpoolMatches } from '../api/get-carpool-matches';
import { matchActionsFor } from '../lib/statuses';
import { CarpoolStatusBadge } from './carpool-badges';
import { EventTable, useEventTableState } from './event-table';

const column = createColumnHelper<CarpoolMatchRow>();

/**
 * The admin's decisions on a match, one button each in this order when `matchActionsFor` allows it; those with a
 * confirmation name its button's label (refusing or calling off sends both requests back to the pool).
 */
const MATCH_ROW_ACTIONS = [
  { action: 'validate', icon: IconCheck, color: 'green', variant: 'light', confirmLabel: null, done: 'validated' },
  { action: 'reject', icon: IconX, color: 'red.8', variant: 'subtle', confirmLabel: 'reject', done: 'rejected' },
  {
    action: 'cancel',
    icon: IconBan,
    color: 'red.8',
    variant: 'subtle',
    confirmLabel: 'cancel_confirm',
    done: 'cancelled',
  },
] as const;
type MatchRowAction = (typeof MATCH_ROW_ACTIONS)[number];

const isLive = (status: CarpoolStatus) => (LIVE_MATCH_STATUSES as readonly CarpoolStatus[]).includes(status);
/** The statuses the filter offers in each group. */
const GROUP_STATUSES: Record<CarpoolMatchGroup, readonly CarpoolStatus[]> = {
  live: LIVE_MATCH_STATUSES,
  ended: CARPOOL_STATUSES.filter((status) => !isLive(status)),
  all: CARPOOL_STATUSES,
};

interface MatchesTabProps {
  eventId: string;
  requiresValidation: boolean;
  /** False for read-only accounts and closed events: the actions are hidden. */
  canDecide: boolean;
}

/** The event's matches (spec: event matches): driver and rider, ETA and detour, status, validation and permit. */
export function MatchesTab({ eventId, requiresValidation, canDecide }: MatchesTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const state = useEventTableState<(typeof CARPOOL_MATCH_SORTS)[number]>('occurrenceDate');
  const [group, setGroup] = useState<CarpoolMatchGroup>('live');
  const showGroup = (next: CarpoolMatchGroup) => {
    setGroup(next);
    state.setStatus(null);
  };
  const list = useCarpoolMatches(eventId, { ...state.query, group });
  const { mutateAsync: decide, isPending } = useDecideCarpoolMatch();
  const confirmed = useConfirmedAction();

  /** Runs a decision that needs no confirmation, and says how it went. */
  const runNow = useCallback(
    async (run: () => Promise<unknown>, success: string) => {
      try {
        await run();
        notifications.show({ color: 'brand', message: success });
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
      }
    },
    [t],
  );

  const permit = useCallback(
    (match: CarpoolMatchRow, granted: boolean) =>
      runNow(
        () => decide({ eventId, matchId: match.id, decision: { action: 'permit', granted } }),
        t(granted ? 'carpool_events.matches.permit_granted' : 'carpool_events.matches.permit_withdrawn', {
          driver: match.driverName,
        }),
      ),
    [t, decide, eventId, runNow],
  );

  const act = useCallback(
    async (match: CarpoolMatchRow, { action, confirmLabel, done }: MatchRowAction) => {
      const names = { driver: match.driverName, rider: match.riderName };
      const success = t(`carpool_events.matches.${done}`, names);
      const run = () => decide({ eventId, matchId: match.id, decision: { action } });
      if (!confirmLabel) return runNow(run, success);
      await confirmed({
        title: t(`carpool_events.matches.${action}_title`),
        message: t(`carpool_events.matches.${action}_message`, names),
        confirmLabel: t(`carpool_events.matches.${confirmLabel}`),
        danger: true,
        run,
        success,
      });
    },
    [t, decide, confirmed, eventId, runNow],
  );

  const permitLabel = useCallback(
    (match: CarpoolMatchRow) =>
      t(match.parkingPermit ? 'carpool_events.matches.withdraw_permit' : 'carpool_events.matches.grant_permit', {
        driver: match.driverName,
      }),
    [t],
  );

  const columns = useMemo(
    () => [
      column.accessor('driverName', { header: () => t('carpool_events.fields.driver') }),
      column.accessor('riderName', { header: () => t('carpool_events.fields.rider') }),
      column.accessor('occurrenceDate', {
        header: () => t('carpool_events.fields.occurrence'),
        cell: (info) => format.calendarDate(info.getValue()),
      }),
      column.accessor('eta', {
        header: () => t('carpool_events.fields.eta'),
        cell: (info) => {
          const eta = info.getValue();
          return eta ? format.clockTime(new Date(eta)) : '—';
        },
      }),
      column.accessor('detourMinutes', {
        header: () => t('carpool_events.fields.detour'),
        meta: { align: 'right' },
        cell: (info) => format.durationMinutes(info.getValue()),
      }),
      column.accessor('status', {
        header: () => t('carpool_events.fields.status'),
        cell: (info) => {
          const { validatedAt, statusReason } = info.row.original;
          return (
            <CarpoolStatusBadge
              subject="match"
              status={info.getValue()}
              reason={statusReason}
              note={
                validatedAt && (
                  <Text fz="xs" c="dimmed">
                    {t('carpool_events.matches.validated_on', { date: format.dateTime(validatedAt) })}
                  </Text>
                )
              }
            />
          );
        },
      }),
      column.accessor('parkingPermit', {
        header: () => t('carpool_events.fields.parking_permit'),
        cell: (info) =>
          info.getValue() ? (
            <Badge variant="light" color="brand" leftSection={<IconParking size={12} aria-hidden />}>
              {t('carpool_events.matches.permit')}
            </Badge>
          ) : (
            '—'
          ),
      }),
      ...(canDecide
        ? [
            column.display({
              id: 'actions',
              header: () => t('carpool_events.fields.actions'),
              meta: { align: 'right', actions: true },
              cell: (info) => {
                const match = info.row.original;
                const allowed = matchActionsFor(match, requiresValidation);
                const names = { driver: match.driverName, rider: match.riderName };
                return (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {MATCH_ROW_ACTIONS.filter((definition) => allowed[definition.action]).map((definition) => {
                      const Icon = definition.icon;
                      return (
                        <Button
                          key={definition.action}
                          size="compact-sm"
                          variant={definition.variant}
                          color={definition.color}
                          leftSection={<Icon size={14} aria-hidden />}
                          disabled={isPending}
                          aria-label={t(`carpool_events.matches.${definition.action}_label`, names)}
                          onClick={() => void act(match, definition)}
                        >
                          {t(`carpool_events.matches.${definition.action}`)}
                        </Button>
                      );
                    })}
                    {allowed.permit && (
                      <Tooltip label={permitLabel(match)}>
                        <ActionIcon
                          variant={match.parkingPermit ? 'light' : 'subtle'}
                          disabled={isPending}
                          aria-label={permitLabel(match)}
                          onClick={() => void permit(match, !match.parkingPermit)}
                        >
                          <IconParking size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                );
              },
            }),
          ]
        : []),
    ],
    [t, format, canDecide, requiresValidation, isPending, act, permit, permitLabel],
  );
  return (
    <EventTable
      eventId={eventId}
      subject="match"
      state={state}
      list={list}
      columns={columns}
      sortable={CARPOOL_MATCH_SORTS}
      statuses={GROUP_STATUSES[group]}
      filter={{
        active: group !== 'all',
        clear: () => setGroup('all'),
        control: (
          <SegmentedControl
            aria-label={t('carpool_events.matches.group_label')}
            value={group}
            onChange={(value) => showGroup(value as CarpoolMatchGroup)}
            data={CARPOOL_MATCH_GROUPS.map((value) => ({ value, label: t(`carpool_events.matches.groups.${value}`) }))}
          />
        ),
      }}
    />
  );
}
