import { Group, Pagination, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverSortingOf } from '@/components/data-table/server-sorting';
import { DataTable } from '@/components/data-table/data-table';
import type { EmptyStateAction } from '@/components/empty-state/empty-state';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { Challenge } from '../api/get-challenges';
import { useGoalText } from '../hooks/use-goal-text';
import type { ChallengeListParams } from '../lib/challenge-list-params';
import { ChallengeStateBadge } from './challenge-state-badge';
import { ProgressCell } from './progress-cell';

const column = createColumnHelper<Challenge>();

interface ChallengesTableProps {
  challenges: Challenge[];
  total: number;
  loading: boolean;
  pageSize: number;
  params: ChallengeListParams;
  onChange: (changes: Partial<ChallengeListParams>) => void;
  emptyAction?: EmptyStateAction;
}

/** A tab of the challenges page: sorted and paged by the server, a row opens the challenge. */
export function ChallengesTable({
  challenges,
  total,
  loading,
  pageSize,
  params,
  onChange,
  emptyAction,
}: ChallengesTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const goalText = useGoalText();
  const navigate = useNavigate();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t('challenges.columns.name'),
        cell: (info) => {
          const row = info.row.original;
          const owner = row.received?.sentByOrganisationName ?? (row.organisationId ? null : t('challenges.city_wide'));
          return (
            <Stack gap={0} miw={140}>
              <Text fz="sm" fw={600}>
                {info.getValue()}
              </Text>
              {owner && (
                <Text fz="xs" c="dimmed">
                  {row.received ? t('challenges.sent_by', { name: owner }) : owner}
                </Text>
              )}
            </Stack>
          );
        },
        meta: { pinned: true },
      }),
      column.accessor('displayState', {
        id: 'state',
        header: () => t('challenges.columns.state'),
        cell: (info) => <ChallengeStateBadge displayState={info.getValue()} received={info.row.original.received} />,
      }),
      column.accessor('startAt', {
        id: 'startAt',
        header: () => t('challenges.columns.start'),
        cell: (info) => (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.date(info.getValue())}
          </Text>
        ),
      }),
      column.accessor('endAt', {
        id: 'endAt',
        header: () => t('challenges.columns.end'),
        cell: (info) => (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.date(info.getValue())}
          </Text>
        ),
      }),
      column.display({
        id: 'goal',
        header: () => t('challenges.columns.goal'),
        cell: (info) => {
          const goal = info.row.original.individualGoal;
          return (
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }} title={t(`challenges.goal_types.${goal.type}`)}>
              {goalText(goal.type, goal.value)}
            </Text>
          );
        },
      }),
      column.accessor('participantsCount', {
        id: 'participants',
        header: () => t('challenges.columns.participants'),
        cell: (info) => format.number(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('progress', {
        id: 'progress',
        header: () => t('challenges.columns.progress'),
        cell: (info) => (
          <ProgressCell
            ratio={info.getValue()}
            label={t('challenges.progress_of', { name: info.row.original.name })}
            width={80}
          />
        ),
        enableSorting: false,
      }),
    ],
    [t, format, goalText],
  );
  const pageCount = Math.ceil(total / pageSize);
  return (
    <DataTable
      data={challenges}
      columns={columns}
      caption={t(`challenges.tabs.${params.tab}`)}
      loading={loading}
      pageSize={pageSize}
      getRowId={(row) => row.id}
      onRowClick={(row) => void navigate(paths.challenges.infoOf(row.id))}
      emptyTitle={t(`challenges.empty.${params.tab}.title`)}
      emptyDescription={t(`challenges.empty.${params.tab}.description`)}
      emptyAction={emptyAction}
      minWidth={900}
      serverSorting={serverSortingOf(params, onChange)}
      pager={
        <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
          <Text fz="sm" c="dimmed">
            {total > 0 ? t('challenges.list.total', { count: total, formatted: format.number(total) }) : ''}
          </Text>
          {pageCount > 1 && (
            <Pagination
              total={pageCount}
              value={params.page}
              onChange={(page) => onChange({ page })}
              getControlProps={(control) => ({ 'aria-label': t(`challenges.list.pages_${control}`) })}
              aria-label={t('challenges.list.pages')}
            />
          )}
        </Group>
      }
    />
  );
}
