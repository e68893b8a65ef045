import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useCitySummary } from '../api/get-city-summary';
import { CityFactsCard } from '../components/city-facts-card';
import { CityTotalsCards } from '../components/city-totals-cards';
import { MeasureCards } from '../components/measure-cards';
import { ModeBreakdownCard } from '../components/mode-breakdown-card';
import { OrganisationsStatsCard } from '../components/organisations-stats-card';
import { OverviewGrid } from '../components/overview-grid';
import { ScoreCard } from '../components/score-card';
import { StatisticsTabs } from '../components/statistics-tabs';
import { StatsFiltersBar } from '../components/stats-filters-bar';
import { StatsOverTimeCard } from '../components/stats-over-time-card';
import { TopParticipantsCard } from '../components/top-participants-card';
import { useDashboardUrlState } from '../hooks/use-dashboard-url-state';
import { buildStatsParams, type StatsOwner } from '../lib/stats-filters';

export function CityDashboardPage() {
  const me = useMe();
  const summary = useCitySummary(me.cityId);
  const { filters, tab, today, setFilters, setTab } = useDashboardUrlState();
  const owner: StatsOwner = { ownerType: 'city', ownerId: me.cityId };
  const shown = { ...filters, branchId: null };
  const params = buildStatsParams(owner, shown, today);

  return (
    <Stack gap="lg">
      <PageHeader />
      <CityFactsCard me={me} summary={summary} />
      <StatsFiltersBar filters={shown} today={today} onChange={setFilters} branches={[]} params={params} />
      <StatisticsTabs
        tab={tab}
        onTabChange={setTab}
        params={params}
        overview={(current) => (
          <Stack gap="lg">
            <CityTotalsCards params={current} />
            <MeasureCards params={current} />
            <StatsOverTimeCard params={current} />
            <OverviewGrid wide={<ModeBreakdownCard params={current} />} narrow={<ScoreCard params={current} />} />
            <OrganisationsStatsCard params={current} />
            <TopParticipantsCard params={current} />
          </Stack>
        )}
      />
    </Stack>
  );
}
