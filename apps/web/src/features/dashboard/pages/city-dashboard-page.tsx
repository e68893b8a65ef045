import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useCitySummary } from '@/lib/api/cities';
import { CityFactsCard } from '../components/city-facts-card';
import { CityTotalsCards } from '../components/city-totals-cards';
import { EngagementAlerts } from '../components/engagement-alerts';
import { OrganisationsStatsCard } from '../components/organisations-stats-card';
import { StatisticsOverview } from '../components/statistics-overview';
import { StatisticsTabs } from '../components/statistics-tabs';
import { StatsFiltersBar } from '../components/stats-filters-bar';
import { useDashboardUrlState } from '../hooks/use-dashboard-url-state';
import { buildStatsParams } from '../lib/stats-filters';

export function CityDashboardPage() {
  const me = useMe();
  const summary = useCitySummary(me.cityId);
  const { filters, tab, today, setFilters, setTab } = useDashboardUrlState();
  // Branches belong to organisations: the city's figures cover all of them.
  const shown = { ...filters, branchId: null };
  const params = buildStatsParams({ ownerType: 'city', ownerId: me.cityId }, shown, today);

  return (
    <Stack gap="lg">
      <PageHeader />
      <CityFactsCard me={me} summary={summary} />
      <EngagementAlerts owner={{ ownerType: 'city', ownerId: me.cityId }} />
      <StatsFiltersBar filters={shown} today={today} onChange={setFilters} branches={[]} params={params} />
      <StatisticsTabs
        tab={tab}
        onTabChange={setTab}
        params={params}
        overview={(current) => (
          <StatisticsOverview
            params={current}
            before={<CityTotalsCards params={current} />}
            after={<OrganisationsStatsCard params={current} />}
          />
        )}
      />
    </Stack>
  );
}
