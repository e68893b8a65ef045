import { Card, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SortableColumn, SortableTable } from '@/components/data-table/sortable-table';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import type { ChallengeDetail } from '../api/get-challenge';
import { type OrganisationStanding, useChallengeStats } from '../api/get-challenge-stats';
import { useGoalText } from '../hooks/use-goal-text';

/**
 * The organisations of an inter-organisation or city challenge, ranked per employee so that a small
 * organisation can win; hidden when only one organisation takes part.
 */
export function OrganisationsRankingCard({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const goalText = useGoalText();
  const stats = useChallengeStats(challenge.id);
  const goalType = challenge.individualGoal.type;
  const columns = useMemo(
    (): SortableColumn<OrganisationStanding>[] => [
      { id: 'rank', header: t('challenges.organisations.rank'), value: (row) => row.rank, align: 'right' },
      {
        id: 'name',
        header: t('challenges.organisations.name'),
        value: (row) => row.name,
        cell: (row) => (
          <Text fz="sm" fw={600}>
            {row.name}
          </Text>
        ),
      },
      {
        id: 'perEmployee',
        header: t('challenges.organisations.per_employee'),
        value: (row) => row.perEmployee,
        cell: (row) => goalText(goalType, row.perEmployee),
        align: 'right',
      },
      {
        id: 'total',
        header: t('challenges.organisations.total'),
        value: (row) => row.total,
        cell: (row) => goalText(goalType, row.total),
        align: 'right',
      },
      {
        id: 'participants',
        header: t('challenges.organisations.participants'),
        value: (row) => row.participantsCount,
        cell: (row) => format.number(row.participantsCount),
        align: 'right',
      },
      {
        id: 'employees',
        header: t('challenges.organisations.employees'),
        value: (row) => row.employeesCount,
        cell: (row) => format.number(row.employeesCount),
        align: 'right',
      },
      {
        id: 'ghg',
        header: t('challenges.organisations.ghg'),
        value: (row) => row.ghgKg,
        cell: (row) => format.figure(row.ghgKg),
        align: 'right',
      },
    ],
    [t, format, goalText, goalType],
  );
  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  const organisations = stats.data?.organisations ?? [];
  if (organisations.length < 2) return null;
  return (
    <Card>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('challenges.organisations.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('challenges.organisations.description')}
          </Text>
        </Stack>
        <SortableTable
          data={organisations}
          columns={columns}
          caption={t('challenges.organisations.title')}
          getRowId={(row) => row.organisationId}
          minWidth={760}
        />
      </Stack>
    </Card>
  );
}
