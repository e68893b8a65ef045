/** The views of a dashboard, kept in the URL as `?tab=`. */
export const DASHBOARD_TABS = ['overview', 'activity', 'app-usage', 'map'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function readDashboardTab(search: URLSearchParams): DashboardTab {
  const tab = search.get('tab');
  return (DASHBOARD_TABS as readonly string[]).includes(tab ?? '') ? (tab as DashboardTab) : 'overview';
}

/** The first view needs no parameter, so that the plain dashboard address stays plain. */
export function writeDashboardTab(search: URLSearchParams, tab: DashboardTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'overview') next.delete('tab');
  else next.set('tab', tab);
  return next;
}
