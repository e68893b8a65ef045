import { Card, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceMobile, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { type AppUsage, useAppUsage } from '../api/get-app-usage';
import { AppUsageChart, ChartSuspense } from '../charts/lazy-charts';
import type { StatsParams } from '../lib/stats-filters';
import { StatsPanel } from './stats-panel';
import { StatsUnavailable } from './stats-unavailable';

const CHART_HEIGHT = 300;

function AppUsageCards({ usage }: { usage: AppUsage | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const loading = !usage;
  return (
    <SimpleGrid type="container" cols={{ base: 1, '440px': 2, '840px': 3 }} spacing="md">
      <StatCard
        label={t('dashboard.app_usage.online_now')}
        value={usage && format.number(usage.onlineNow)}
        hint={t('dashboard.app_usage.online_now_hint')}
        icon={<IconDeviceMobile size={24} />}
        loading={loading}
      />
      <StatCard
        label={t('dashboard.app_usage.participants')}
        value={usage && format.number(usage.participants)}
        hint={t('dashboard.app_usage.participants_hint')}
        icon={<IconUsersGroup size={24} />}
        loading={loading}
      />
      <StatCard
        label={t('dashboard.measures.activeUsers')}
        value={usage && format.number(usage.activeUsers)}
        hint={
          usage && usage.participants > 0
            ? t('dashboard.app_usage.active_share', { share: format.percent(usage.activeUsers / usage.participants) })
            : t('dashboard.app_usage.active_hint')
        }
        icon={<IconUsers size={24} />}
        loading={loading}
      />
    </SimpleGrid>
  );
}

/** The "mobile app" view: who is online now, and active users and sessions over the period. */
export function AppUsagePanel({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useAppUsage(params);
  return (
    <Stack gap="lg">
      {query.isError && !query.data ? (
        <Card>
          <StatsUnavailable onRetry={() => void query.refetch()} />
        </Card>
      ) : (
        <AppUsageCards usage={query.data} />
      )}
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
