import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useOrganisationBranches } from '../api/get-organisation-branches';
import { useOrganisationSummary } from '../api/get-organisation-summary';
import { MeasureCards } from '../components/measure-cards';
import { ModeBreakdownCard } from '../components/mode-breakdown-card';
import { OrganisationFactsCard } from '../components/organisation-facts-card';
import { OverviewGrid } from '../components/overview-grid';
import { ScoreCard } from '../components/score-card';
import { StatisticsTabs } from '../components/statistics-tabs';
import { StatsFiltersBar } from '../components/stats-filters-bar';
import { StatsOverTimeCard } from '../components/stats-over-time-card';
import { TopParticipantsCard } from '../components/top-participants-card';
import { useDashboardUrlState } from '../hooks/use-dashboard-url-state';
import { buildStatsParams, keepKnownBranch, type StatsOwner } from '../lib/stats-filters';

export function OrganisationDashboardPage() {
  const me = useMe();
  const organisationId = me.organisationId ?? '';
  const summary = useOrganisationSummary(organisationId);
  const branches = useOrganisationBranches(organisationId || null);
  const { filters, tab, today, setFilters, setTab } = useDashboardUrlState();
  const owner: StatsOwner = { ownerType: 'organisation', ownerId: organisationId };
  const branchIds = branches.isPending ? null : (branches.data ?? []).map((branch) => branch.id);
  const shown = keepKnownBranch(filters, branchIds);
  const params = buildStatsParams(owner, shown, today);

  return (
    <Stack gap="lg">
      <PageHeader />
      <OrganisationFactsCard me={me} summary={summary} />
      <StatsFiltersBar
        filters={shown}
        today={today}
        onChange={setFilters}
        branches={branches.data ?? []}
        params={params}
      />
      <StatisticsTabs
        tab={tab}
        onTabChange={setTab}
        params={params}
        overview={(current) => (
          <Stack gap="lg">
            <MeasureCards params={current} />
            <StatsOverTimeCard params={current} />
            <OverviewGrid wide={<ModeBreakdownCard params={current} />} narrow={<ScoreCard params={current} />} />
            <TopParticipantsCard params={current} />
          </Stack>
        )}
      />
    </Stack>
  );
}
