import { Card, Divider, Group, Select, Stack } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '@/components/period-filter/period-filter';
import {
  type CalendarPeriod,
  getIsoWeekNumber,
  getPeriodKey,
  getPeriodKeyRange,
} from '@/components/period-filter/period-keys';
import { PeriodNavigator } from '@/components/period-filter/period-navigator';
import type { PeriodFilterValue } from '@/components/period-filter/period-range';
import { useFormatters } from '@/lib/use-formatters';
import type { BranchOption } from '../api/get-organisation-branches';
import {
  choosePeriod,
  getEffectivePeriodKey,
  isCalendarPeriod,
  STATS_PERIODS,
  type StatsFilters,
  type StatsParams,
} from '../lib/stats-filters';
import { DataFreshnessNote } from './data-freshness-note';

const ALL_BRANCHES = 'all';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "Semaine 47 · 16–22 novembre 2026", "Novembre 2026", "2026". */
function usePeriodLabel() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (period: CalendarPeriod, key: string) => {
    const { startDate, endDate } = getPeriodKeyRange(period, key);
    if (period === 'week') {
      return t('dashboard.filters.week_label', {
        week: getIsoWeekNumber(key),
        range: format.calendarRange(startDate, endDate),
      });
    }
    if (period === 'month') return capitalise(format.calendarDate(startDate, { month: 'long', year: 'numeric' }));
    return key;
  };
}

interface StatsFiltersBarProps {
  filters: StatsFilters;
  /** Today in the city's time zone. */
  today: string;
  onChange: (filters: StatsFilters) => void;
  /** The organisation's branches; no branch filter without them. */
  branches: readonly BranchOption[];
  params: StatsParams | null;
}

/** Period (week, month, year or range, with previous/next), branch, and the freshness of the figures. */
export function StatsFiltersBar({ filters, today, onChange, branches, params }: StatsFiltersBarProps) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  const value: PeriodFilterValue = { ...filters, challengeId: null };
  const periodKey = getEffectivePeriodKey(filters, today);
  const changePeriod = (next: PeriodFilterValue) =>
    onChange(
      next.period === filters.period
        ? { ...filters, startDate: next.startDate, endDate: next.endDate }
        : choosePeriod(filters, next.period as StatsFilters['period'], today),
    );
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Group align="flex-start" wrap="wrap" gap="md">
            <PeriodFilter value={value} onChange={changePeriod} periods={STATS_PERIODS} />
            {isCalendarPeriod(filters.period) && periodKey && (
              <PeriodNavigator
                period={filters.period}
                periodKey={periodKey}
                currentKey={getPeriodKey(filters.period, today)}
                label={periodLabel(filters.period, periodKey)}
                onChange={(key) => onChange({ ...filters, periodKey: key })}
              />
            )}
          </Group>
          {branches.length > 0 && (
            <Select
              aria-label={t('dashboard.filters.branch')}
              leftSection={<IconBuildingCommunity size={16} aria-hidden />}
              data={[
                { value: ALL_BRANCHES, label: t('dashboard.filters.all_branches') },
                ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
              ]}
              value={filters.branchId ?? ALL_BRANCHES}
              onChange={(branchId) => onChange({ ...filters, branchId: branchId === ALL_BRANCHES ? null : branchId })}
              allowDeselect={false}
              searchable={branches.length > 8}
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
