import { localDayOf, type Me } from '@mobiverte/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { citySummaryQueryOptions } from '@/lib/api/cities';
import { engagementAlertsQueryOptions } from './api/get-engagement-alerts';
import { organisationBranchesQueryOptions } from './api/get-organisation-branches';
import { organisationSummaryQueryOptions } from './api/get-organisation-summary';
import { organisationsScoresQueryOptions } from './api/get-organisations-scores';
import { organisationsStatsQueryOptions } from './api/get-organisations-stats';
import { statsByQueryOptions } from './api/get-stats-by';
import { statsTotalQueryOptions } from './api/get-stats-total';
import { topParticipantsQueryOptions } from './api/get-top-participants';
import { readDashboardTab } from './lib/dashboard-tabs';
import { alertsOwner, buildStatsParams, keepKnownBranch, readStatsFilters } from './lib/stats-filters';

/**
 * The answers a dashboard opens with, asked for by its route as soon as the account is known, beside the page's
 * code: the page then finds them in flight or arrived (the same query keys) instead of asking once it has
 * rendered. The selection is read from the address as the page reads it (`useDashboardUrlState`).
 */
export function prefetchOrganisationDashboard(queryClient: QueryClient, me: Me, url: URL): void {
  const organisationId = me.organisationId;
  if (me.role !== 'organisation' || !organisationId) return;
  void queryClient.prefetchQuery(organisationSummaryQueryOptions(organisationId));
  void queryClient.prefetchQuery(organisationBranchesQueryOptions(organisationId));
  // While the branches load, the page trusts the address's branch: so does this.
  const filters = keepKnownBranch(readStatsFilters(url.searchParams), null);
  void queryClient.prefetchQuery(
    engagementAlertsQueryOptions(alertsOwner({ ownerType: 'organisation', ownerId: organisationId }, filters)),
  );
  const today = localDayOf(new Date(), me.city.timezone);
  const params = buildStatsParams({ ownerType: 'organisation', ownerId: organisationId }, filters, today);
  if (!params || readDashboardTab(url.searchParams) !== 'overview') return;
  void queryClient.prefetchQuery(statsByQueryOptions(params));
  void queryClient.prefetchQuery(organisationsScoresQueryOptions(params));
  void queryClient.prefetchQuery(topParticipantsQueryOptions(params));
}

export function prefetchCityDashboard(queryClient: QueryClient, me: Me, url: URL): void {
  if (me.role !== 'city') return;
  void queryClient.prefetchQuery(citySummaryQueryOptions(me.cityId));
  void queryClient.prefetchQuery(engagementAlertsQueryOptions({ ownerType: 'city', ownerId: me.cityId }));
  const filters = { ...readStatsFilters(url.searchParams), branchId: null };
  const today = localDayOf(new Date(), me.city.timezone);
  const params = buildStatsParams({ ownerType: 'city', ownerId: me.cityId }, filters, today);
  if (!params || readDashboardTab(url.searchParams) !== 'overview') return;
  void queryClient.prefetchQuery(statsByQueryOptions(params));
  void queryClient.prefetchQuery(statsTotalQueryOptions('users', params));
  void queryClient.prefetchQuery(statsTotalQueryOptions('organisations', params));
  void queryClient.prefetchQuery(statsTotalQueryOptions('organisations_with_activities', params));
  void queryClient.prefetchQuery(organisationsStatsQueryOptions(params));
  void queryClient.prefetchQuery(organisationsScoresQueryOptions(params));
  void queryClient.prefetchQuery(topParticipantsQueryOptions(params));
}
