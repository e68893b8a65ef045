import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CARPOOL_MATCH_SORTS } from '@mobiverte/contracts';
import { IconBan, IconCheck, IconParking, IconX } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { type MatchDecision, useDecideCarpoolMatch } from '../api/decide-carpool-match';
import { type CarpoolMatchRow, useCarpoolMatches } from '../api/get-carpool-matches';
import { matchActionsFor } from '../lib/statuses';
import { CarpoolStatusBadge } from './carpool-badges';
import { EventTable, useEventTableState } from './event-table';

const column = createColumnHelper<CarpoolMatchRow>();

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
  const list = useCarpoolMatches(eventId, state.query);
  const { mutateAsync: decide, isPending } = useDecideCarpoolMatch();
  const confirmed = useConfirmedAction();

  const act = useCallback(
    async (match: CarpoolMatchRow, decision: MatchDecision) => {
      const names = { driver: match.driverName, rider: match.riderName };
      const success = {
        validate: t('carpool_events.matches.validated', names),
        reject: t('carpool_events.matches.rejected', names),
        cancel: t('carpool_events.matches.cancelled', names),
        permit: t(
          decision.action === 'permit' && decision.granted
            ? 'carpool_events.matches.permit_granted'
            : 'carpool_events.matches.permit_withdrawn',
          names,
        ),
      }[decision.action];
      const run = () => decide({ eventId, matchId: match.id, decision });
      if (decision.action === 'reject' || decision.action === 'cancel') {
        const { action } = decision;
        await confirmed({
          title: t(`carpool_events.matches.${action}_title`),
          message: t(`carpool_events.matches.${action}_message`, names),
          confirmLabel: t(
            action === 'cancel' ? 'carpool_events.matches.cancel_confirm' : 'carpool_events.matches.reject',
          ),
          danger: true,
          run,
          success,
        });
        return;
      }
      try {
        await run();
        notifications.show({ color: 'brand', message: success });
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
      }
    },
    [t, decide, confirmed, eventId],
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
        cell: (info) => (
          <Stack gap={2} align="flex-start">
            <CarpoolStatusBadge subject="match" status={info.getValue()} />
            {info.row.original.validatedAt && (
              <Text fz="xs" c="dimmed">
                {t('carpool_events.matches.validated_on', { date: format.dateTime(info.row.original.validatedAt) })}
              </Text>
            )}
          </Stack>
        ),
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
                    {allowed.validate && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="green"
                        leftSection={<IconCheck size={14} aria-hidden />}
                        disabled={isPending}
                        aria-label={t('carpool_events.matches.validate_label', names)}
                        onClick={() => void act(match, { action: 'validate' })}
                      >
                        {t('carpool_events.matches.validate')}
                      </Button>
                    )}
                    {allowed.reject && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.8"
                        leftSection={<IconX size={14} aria-hidden />}
                        disabled={isPending}
                        aria-label={t('carpool_events.matches.reject_label', names)}
                        onClick={() => void act(match, { action: 'reject' })}
                      >
                        {t('carpool_events.matches.reject')}
                      </Button>
                    )}
                    {allowed.cancel && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.8"
                        leftSection={<IconBan size={14} aria-hidden />}
                        disabled={isPending}
                        aria-label={t('carpool_events.matches.cancel_label', names)}
                        onClick={() => void act(match, { action: 'cancel' })}
                      >
                        {t('carpool_events.matches.cancel')}
                      </Button>
                    )}
                    {allowed.permit && (
                      <Tooltip label={permitLabel(match)}>
                        <ActionIcon
                          variant={match.parkingPermit ? 'light' : 'subtle'}
                          disabled={isPending}
                          aria-label={permitLabel(match)}
                          onClick={() => void act(match, { action: 'permit', granted: !match.parkingPermit })}
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
    [t, format, canDecide, requiresValidation, isPending, act, permitLabel],
  );
  return (
    <EventTable
      eventId={eventId}
      subject="match"
      state={state}
      list={list}
      columns={columns}
      sortable={CARPOOL_MATCH_SORTS}
    />
  );
}
