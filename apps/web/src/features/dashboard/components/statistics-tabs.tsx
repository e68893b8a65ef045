import { Alert, Skeleton } from '@mantine/core';
import { IconDeviceMobile, IconInfoCircle, IconLayoutDashboard, IconRouteAltLeft, IconRun } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/tabs/tabs';
import type { DashboardTab } from '../lib/dashboard-tabs';
import type { StatsParams } from '../lib/stats-filters';

/** The activity and app use tabs load when opened: the dashboard opens on the overview. */
const ActivityPanel = lazy(() => import('./activity-panel').then((module) => ({ default: module.ActivityPanel })));
const AppUsagePanel = lazy(() => import('./app-usage-panel').then((module) => ({ default: module.AppUsagePanel })));
const PANEL_FALLBACK = <Skeleton h={320} radius="md" aria-hidden />;

interface StatisticsTabsProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** Null while the chosen range is incomplete. */
  params: StatsParams | null;
  overview: (params: StatsParams) => ReactNode;
  /** The map of the owner's trips (the organisation dashboard's; the app passes it, lazy). */
  map?: (params: StatsParams) => ReactNode;
}

/** The dashboard's views: overview, activity ("fitness"), mobile app use and, where given, the map. */
export function StatisticsTabs({ tab, onTabChange, params, overview, map }: StatisticsTabsProps) {
  const { t } = useTranslation();
  const view = (content: (params: StatsParams) => ReactNode) =>
    params ? (
      content(params)
    ) : (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
        {t('dashboard.filters.incomplete_range')}
      </Alert>
    );
  return (
    <Tabs
      label={t('dashboard.tabs.label')}
      value={tab === 'map' && !map ? 'overview' : tab}
      onChange={(value) => onTabChange(value as DashboardTab)}
      items={[
        {
          value: 'overview',
          label: t('dashboard.tabs.overview'),
          icon: <IconLayoutDashboard size={16} />,
          content: view(overview),
        },
        {
          value: 'activity',
          label: t('dashboard.tabs.activity'),
          icon: <IconRun size={16} />,
          content: view((current) => (
            <Suspense fallback={PANEL_FALLBACK}>
              <ActivityPanel params={current} />
            </Suspense>
          )),
        },
        {
          value: 'app-usage',
          label: t('dashboard.tabs.app_usage'),
          icon: <IconDeviceMobile size={16} />,
          content: view((current) => (
            <Suspense fallback={PANEL_FALLBACK}>
              <AppUsagePanel params={current} />
            </Suspense>
          )),
        },
        {
          value: 'map',
          label: t('dashboard.tabs.map'),
          icon: <IconRouteAltLeft size={16} />,
          hidden: !map,
          content: map && view((current) => <Suspense fallback={PANEL_FALLBACK}>{map(current)}</Suspense>),
        },
      ]}
    />
  );
}
