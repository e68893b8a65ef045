import { Anchor, Card, Group, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconLeaf, IconTargetArrow, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SortableColumn, SortableTable } from '@/components/data-table/sortable-table';
import { EmptyState } from '@/components/empty-state/empty-state';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { paths } from '@/config/paths';
import { challengeKeys } from '@/lib/api/challenges';
import { useFormatters } from '@/lib/use-formatters';
import { getChallengeStats } from '../api/get-challenge-stats';
import { useChallenges } from '../api/get-challenges';
import { type LeaderboardRow, useLeaderboard } from '../api/get-leaderboard';
import { GhgByChallengeChart } from '../components/ghg-by-challenge-chart';
import { ProgressCell } from '../components/progress-cell';
import { useGoalText } from '../hooks/use-goal-text';
import { FormSection } from '../components/form-section';

const RUNNING = { state: 'active', page: 1, pageSize: 20, sort: 'endAt', order: 'asc' } as const;
const UPCOMING = { state: 'upcoming', page: 1, pageSize: 1, sort: 'startAt', order: 'asc' } as const;

function BestParticipants({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const leaderboard = useLeaderboard(challengeId, { page: 1, pageSize: 5 });
  if (leaderboard.isError) return <QueryError error={leaderboard.error} onRetry={() => void leaderboard.refetch()} />;
  if (!leaderboard.data) return <Skeleton h={160} />;
  const columns: SortableColumn<LeaderboardRow>[] = [
    { id: 'rank', header: t('challenges.leaderboard.rank'), value: (row) => row.rank, align: 'right' },
    { id: 'username', header: t('challenges.leaderboard.username'), value: (row) => row.username },
    {
      id: 'ghg',
      header: t('challenges.leaderboard.ghgKg'),
      value: (row) => row.ghgKg,
      cell: (row) => format.figure(row.ghgKg),
      align: 'right',
    },
    {
      id: 'progress',
      header: t('challenges.leaderboard.progress'),
      value: (row) => row.progress,
      cell: (row) => <ProgressCell ratio={row.progress} label={row.username} width={64} />,
    },
  ];
  return (
    <SortableTable
      data={leaderboard.data.data}
      columns={columns}
      caption={t('challenges.dashboard.best')}
      getRowId={(row) => row.userId}
      emptyTitle={t('challenges.leaderboard.empty')}
      minWidth={360}
    />
  );
}

/** The challenges at a glance: what runs now, who takes part, the GHG avoided meanwhile and the best participants. */
export function ChallengesDashboardPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const goalText = useGoalText();
  const running = useChallenges(RUNNING);
  const upcoming = useChallenges(UPCOMING);
  const rows = running.data?.data ?? [];
  const stats = useQueries({
    queries: rows.map((row) => ({
      queryKey: challengeKeys.stats(row.id),
      queryFn: () => getChallengeStats(row.id),
    })),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const bestOf = chosen ?? [...rows].sort((a, b) => b.participantsCount - a.participantsCount)[0]?.id ?? null;
  const statsLoading = stats.some((query) => query.isPending);
  const ghg = rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    ghgKg: stats[index]?.data?.totals.totalGreenhouseGazes ?? 0,
  }));
  const participants = rows.reduce((sum, row) => sum + row.participantsCount, 0);
  const reached = rows.reduce((sum, row) => sum + row.reachedCount, 0);

  const columns: SortableColumn<(typeof rows)[number]>[] = [
    {
      id: 'name',
      header: t('challenges.columns.name'),
      value: (row) => row.name,
      cell: (row) => (
        <Anchor component={Link} to={paths.challenges.infoOf(row.id)} fz="sm" fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    {
      id: 'progress',
      header: t('challenges.columns.progress'),
      value: (row) => row.progress,
      cell: (row) => (
        <ProgressCell ratio={row.progress} label={t('challenges.progress_of', { name: row.name })} width={96} />
      ),
    },
    {
      id: 'participants',
      header: t('challenges.columns.participants'),
      value: (row) => row.participantsCount,
      cell: (row) => format.number(row.participantsCount),
      align: 'right',
    },
    {
      id: 'goal',
      header: t('challenges.columns.goal'),
      value: (row) => row.individualGoal.value,
      cell: (row) => goalText(row.individualGoal.type, row.individualGoal.value),
    },
    {
      id: 'end',
      header: t('challenges.columns.end'),
      value: (row) => row.endAt,
      cell: (row) => format.dateTime(row.endAt),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader />
      {running.isError && <QueryError error={running.error} onRetry={() => void running.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          label={t('challenges.dashboard.running')}
          value={format.number(running.data?.total ?? 0)}
          hint={t('challenges.dashboard.upcoming', { count: upcoming.data?.total ?? 0 })}
          icon={<IconTargetArrow size={24} />}
          loading={running.isPending}
        />
        <StatCard
          label={t('challenges.dashboard.participants')}
          value={format.number(participants)}
          icon={<IconUsers size={24} />}
          loading={running.isPending}
        />
        <StatCard
          label={t('challenges.dashboard.reached')}
          value={format.number(reached)}
          icon={<IconTrophy size={24} />}
          loading={running.isPending}
        />
        <StatCard
          label={t('challenges.dashboard.ghg')}
          value={format.figure(ghg.reduce((sum, row) => sum + row.ghgKg, 0))}
          unit={t('challenges.totals.ghg_unit')}
          icon={<IconLeaf size={24} />}
          loading={running.isPending || statsLoading}
        />
      </SimpleGrid>
      {running.data && rows.length === 0 ? (
        <Card>
          <EmptyState
            title={t('challenges.dashboard.empty')}
            text={t('challenges.dashboard.empty_hint')}
            action={{ label: t('challenges.actions.open_list'), to: paths.challenges.list }}
          />
        </Card>
      ) : (
        <>
          <FormSection title={t('challenges.dashboard.running_title')}>
            {running.data ? (
              <SortableTable
                data={rows}
                columns={columns}
                caption={t('challenges.dashboard.running_title')}
                getRowId={(row) => row.id}
                minWidth={720}
              />
            ) : (
              <Skeleton h={160} />
            )}
          </FormSection>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <FormSection title={t('challenges.dashboard.ghg_title')} hint={t('challenges.dashboard.ghg_description')}>
              {running.data && !statsLoading ? <GhgByChallengeChart data={ghg} /> : <Skeleton h={160} />}
            </FormSection>
            <FormSection title={t('challenges.dashboard.best')} hint={t('challenges.dashboard.best_description')}>
              {rows.length > 1 && (
                <Select
                  label={t('challenges.dashboard.best_of')}
                  data={rows.map((row) => ({ value: row.id, label: row.name }))}
                  value={bestOf}
                  onChange={setChosen}
                  allowDeselect={false}
                  maw={360}
                />
              )}
              {bestOf ? (
                <Group grow align="flex-start">
                  <BestParticipants challengeId={bestOf} />
                </Group>
              ) : (
                <Skeleton h={160} />
              )}
            </FormSection>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
