import { Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv, IconUserMinus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/feedback/query-error';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import type { ChallengeDetail } from '../api/get-challenge';
import { type LeaderboardRow, useLeaderboard } from '../api/get-leaderboard';
import { useExcludeParticipants } from '../api/exclude-participants';
import { useLeaderboardExport } from '../hooks/use-leaderboard-export';
import { ProgressCell } from './progress-cell';

const PAGE_SIZE = 20;
const column = createColumnHelper<LeaderboardRow>();

/**
 * The challenge's participants, best first (the spec's columns: username, distance, time, calories, GHG, trips,
 * and the usual mode), paged by the server; the owner may exclude a participant; a CSV of the whole ranking.
 */
export function LeaderboardCard({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const leaderboard = useLeaderboard(challenge.id, { page, pageSize: PAGE_SIZE });
  const exclude = useExcludeParticipants();
  const exportCsv = useLeaderboardExport(challenge);
  const showOrganisation = challenge.sentTo.length > 0 || challenge.organisationId === null;
  const canExclude = challenge.editable && challenge.displayState !== 'cancelled';

  const columns = useMemo(() => {
    const excludeParticipant = async (row: LeaderboardRow) => {
      const yes = await confirm({
        title: t('challenges.exclude.title'),
        message: t('challenges.exclude.message', { name: row.username, challenge: challenge.name }),
        confirmLabel: t('challenges.exclude.confirm'),
        danger: true,
      });
      if (!yes) return;
      exclude.mutate(
        { challengeId: challenge.id, userIds: [row.userId] },
        {
          onSuccess: () =>
            notifications.show({ color: 'brand', message: t('challenges.exclude.success', { name: row.username }) }),
          onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
        },
      );
    };
    const figure = (
      key: 'distanceKm' | 'durationMin' | 'calories' | 'ghgKg' | 'sessions',
      show: (value: number) => string,
    ) =>
      column.accessor(key, {
        header: () => t(`challenges.leaderboard.${key}`),
        cell: (info) => show(info.getValue()),
        meta: { align: 'right' },
      });
    return [
      column.accessor('rank', {
        header: () => t('challenges.leaderboard.rank'),
        cell: (info) => (
          <Text fz="sm" fw={700}>
            {format.number(info.getValue())}
          </Text>
        ),
        meta: { align: 'right' },
      }),
      column.accessor('username', {
        header: () => t('challenges.leaderboard.username'),
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {info.getValue()}
            </Text>
            {showOrganisation && info.row.original.organisationName && (
              <Text fz="xs" c="dimmed">
                {info.row.original.organisationName}
              </Text>
            )}
          </Stack>
        ),
        meta: { pinned: true },
      }),
      figure('distanceKm', format.distanceKm),
      figure('durationMin', (value) => format.durationMinutes(value)),
      figure('calories', (value) => format.number(Math.round(value))),
      figure('ghgKg', format.figure),
      figure('sessions', format.number),
      column.accessor('usualTransportMode', {
        header: () => t('challenges.leaderboard.usual_mode'),
        cell: (info) => (info.getValue() ? t(`transport_modes.${info.getValue()}`) : '—'),
      }),
      column.accessor('progress', {
        header: () => t('challenges.leaderboard.progress'),
        cell: (info) => (
          <ProgressCell
            ratio={info.getValue()}
            label={t('challenges.progress_of', { name: info.row.original.username })}
            width={72}
          />
        ),
      }),
      ...(canExclude
        ? [
            column.display({
              id: 'actions',
              header: () => t('challenges.leaderboard.actions'),
              cell: (info) => (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red.8"
                  leftSection={<IconUserMinus size={16} aria-hidden />}
                  aria-label={t('challenges.exclude.named', { name: info.row.original.username })}
                  onClick={() => void excludeParticipant(info.row.original)}
                >
                  {t('challenges.exclude.action')}
                </Button>
              ),
            }),
          ]
        : []),
    ];
  }, [t, format, confirm, exclude, challenge.id, challenge.name, showOrganisation, canExclude]);

  const total = leaderboard.data?.total ?? 0;
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {t('challenges.leaderboard.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('challenges.leaderboard.description')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={18} />}
            loading={exportCsv.isPending}
            disabled={total === 0}
            onClick={() => exportCsv.mutate()}
          >
            {t('challenges.leaderboard.export')}
          </Button>
        </Group>
        {leaderboard.isError ? (
          <QueryError error={leaderboard.error} onRetry={() => void leaderboard.refetch()} />
        ) : (
          <DataTable
            data={leaderboard.data?.data ?? []}
            columns={columns}
            caption={t('challenges.leaderboard.title')}
            loading={leaderboard.isPending}
            getRowId={(row) => row.userId}
            pageSize={PAGE_SIZE}
            emptyTitle={t('challenges.leaderboard.empty')}
            emptyDescription={t('challenges.leaderboard.empty_hint')}
            minWidth={1040}
            horizontalSpacing="sm"
            pager={
              total > PAGE_SIZE ? (
                <Group justify="center" mt="md">
                  <Pagination
                    total={Math.ceil(total / PAGE_SIZE)}
                    value={page}
                    onChange={setPage}
                    aria-label={t('challenges.leaderboard.pages')}
                  />
                </Group>
              ) : undefined
            }
          />
        )}
      </Stack>
    </Card>
  );
}
