import { Card, Divider, Group, NativeSelect, Stack } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PeriodControl } from '@/components/period-filter/period-control';
import { useChallengeOptions } from '../api/get-challenge-options';
import type { BranchOption } from '../api/get-organisation-branches';
import {
  STATS_PERIODS,
  STATS_PERIODS_WITHOUT_CHALLENGES,
  type StatsFilters,
  type StatsParams,
} from '../lib/stats-filters';
import { DataFreshnessNote } from './data-freshness-note';

const ALL_BRANCHES = 'all';

interface StatsFiltersBarProps {
  filters: StatsFilters;
  /** Today in the city's time zone. */
  today: string;
  onChange: (filters: StatsFilters) => void;
  /** The organisation's branches; no branch filter without them. */
  branches: readonly BranchOption[];
  params: StatsParams | null;
}

/**
 * Period (week, month, year, range with previous/next, or a challenge when there are some), branch, and the
 * freshness of the figures.
 */
export function StatsFiltersBar({ filters, today, onChange, branches, params }: StatsFiltersBarProps) {
  const { t } = useTranslation();
  const challenges = useChallengeOptions();
  const offersChallenges = (challenges.data?.length ?? 0) > 0 || filters.period === 'challenges';
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <PeriodControl
            value={filters}
            today={today}
            periods={offersChallenges ? STATS_PERIODS : STATS_PERIODS_WITHOUT_CHALLENGES}
            onChange={onChange}
            challenges={challenges.data}
          />
          {branches.length > 0 && (
            <NativeSelect
              aria-label={t('dashboard.filters.branch')}
              leftSection={<IconBuildingCommunity size={16} aria-hidden />}
              data={[
                { value: ALL_BRANCHES, label: t('dashboard.filters.all_branches') },
                ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
              ]}
              value={filters.branchId ?? ALL_BRANCHES}
              onChange={(event) => {
                const branchId = event.currentTarget.value;
                onChange({ ...filters, branchId: branchId === ALL_BRANCHES ? null : branchId });
              }}
              w={260}
            />
          )}
        </Group>
        <Divider />
        <DataFreshnessNote params={params} />
      </Stack>
    </Card>
  );
}
