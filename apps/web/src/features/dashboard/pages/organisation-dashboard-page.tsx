import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useOrganisationBranches } from '../api/get-organisation-branches';
import { useOrganisationSummary } from '../api/get-organisation-summary';
import { EngagementAlerts } from '../components/engagement-alerts';
import { OrganisationFactsCard } from '../components/organisation-facts-card';
import { StatisticsOverview } from '../components/statistics-overview';
import { StatisticsTabs } from '../components/statistics-tabs';
import { StatsFiltersBar } from '../components/stats-filters-bar';
import { useDashboardUrlState } from '../hooks/use-dashboard-url-state';
import { alertsOwner, buildStatsParams, keepKnownBranch, type StatsParams } from '../lib/stats-filters';

/** The map tab, from the maps feature (the app composes them): loaded when the tab opens. */
export type OrganisationMapPanel = ComponentType<{ organisationId: string; params: StatsParams }>;

export function OrganisationDashboardPage({ mapPanel: MapPanel }: { mapPanel?: OrganisationMapPanel }) {
  const me = useMe();
  const organisationId = me.organisationId ?? '';
  const summary = useOrganisationSummary(organisationId);
  const branches = useOrganisationBranches(organisationId || null);
  const { filters, tab, today, setFilters, setTab } = useDashboardUrlState();
  const branchIds = branches.isPending ? null : (branches.data ?? []).map((branch) => branch.id);
  const shown = keepKnownBranch(filters, branchIds);
  const owner = { ownerType: 'organisation', ownerId: organisationId } as const;
  const params = buildStatsParams(owner, shown, today);

  return (
    <Stack gap="lg">
      <PageHeader />
      <OrganisationFactsCard me={me} summary={summary} />
      {organisationId && <EngagementAlerts owner={alertsOwner(owner, shown)} />}
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
        overview={(current) => <StatisticsOverview params={current} />}
        map={MapPanel && ((current) => <MapPanel organisationId={organisationId} params={current} />)}
      />
    </Stack>
  );
}
