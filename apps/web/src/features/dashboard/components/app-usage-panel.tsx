import { Stack } from '@mantine/core';
import { IconDeviceMobile, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type AppUsage, useAppUsage } from '../api/get-app-usage';
import { AppUsageChart, ChartSuspense } from '../charts/lazy-charts';
import type { StatsParams } from '../lib/stats-filters';
import { type StatCardItem, StatCardGrid } from './stat-card-grid';
import { StatsPanel } from './stats-panel';

const CHART_HEIGHT = 300;

function useAppUsageCards(usage: AppUsage | undefined): StatCardItem[] {
  const { t } = useTranslation();
  const format = useFormatters();
  return [
    {
      key: 'online_now',
      label: t('dashboard.app_usage.online_now'),
      value: usage && format.number(usage.onlineNow),
      hint: t('dashboard.app_usage.online_now_hint'),
      icon: <IconDeviceMobile size={24} />,
    },
    {
      key: 'participants',
      label: t('dashboard.app_usage.participants'),
      value: usage && format.number(usage.participants),
      hint: t('dashboard.app_usage.participants_hint'),
      icon: <IconUsersGroup size={24} />,
    },
    {
      key: 'active_users',
      label: t('dashboard.measures.activeUsers'),
      value: usage && format.number(usage.activeUsers),
      hint:
        usage && usage.participants > 0
          ? t('dashboard.app_usage.active_share', { share: format.percent(usage.activeUsers / usage.participants) })
          : t('dashboard.app_usage.active_hint'),
      icon: <IconUsers size={24} />,
    },
  ];
}

/** The "mobile app" view: who is online now, and active users and sessions over the period. */
export function AppUsagePanel({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useAppUsage(params);
  const cards = useAppUsageCards(query.data);
  return (
    <Stack gap="lg">
      <StatCardGrid query={query} items={cards} columns={3} />
      <StatsPanel
        title={t('dashboard.app_usage.chart_title')}
        description={t('dashboard.app_usage.chart_description')}
        query={query}
        skeletonHeight={CHART_HEIGHT}
      >
        {(usage) => (
          <ChartSuspense height={CHART_HEIGHT}>
            <AppUsageChart
              series={usage.series}
              height={CHART_HEIGHT}
              summary={t('dashboard.app_usage.summary', {
                activeUsers: format.number(usage.activeUsers),
                sessions: format.number(usage.series.reduce((sum, point) => sum + point.sessions, 0)),
              })}
            />
          </ChartSuspense>
        )}
      </StatsPanel>
    </Stack>
  );
}
