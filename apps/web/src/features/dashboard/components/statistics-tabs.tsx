import { Alert } from '@mantine/core';
import { IconDeviceMobile, IconInfoCircle, IconLayoutDashboard, IconRun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/tabs/tabs';
import type { DashboardTab } from '../lib/dashboard-tabs';
import type { StatsParams } from '../lib/stats-filters';
import { ActivityPanel } from './activity-panel';
import { AppUsagePanel } from './app-usage-panel';

interface StatisticsTabsProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** Null while the chosen range is incomplete. */
  params: StatsParams | null;
  overview: (params: StatsParams) => ReactNode;
}

/** The dashboard's three views: overview, activity ("fitness") and mobile app use. */
export function StatisticsTabs({ tab, onTabChange, params, overview }: StatisticsTabsProps) {
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
      value={tab}
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
          content: view((current) => <ActivityPanel params={current} />),
        },
        {
          value: 'app-usage',
          label: t('dashboard.tabs.app_usage'),
          icon: <IconDeviceMobile size={16} />,
          content: view((current) => <AppUsagePanel params={current} />),
        },
      ]}
    />
  );
}
