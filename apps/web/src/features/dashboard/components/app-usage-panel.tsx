import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDeviceMobile, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { definitionKey } from '@/components/stat-card/figure-definitions';
import { useFormatters } from '@/lib/use-formatters';
import { type AppUsage, useAppUsage } from '../api/get-app-usage';
import { organisationSummaryQueryOptions } from '../api/get-organisation-summary';
import { AdoptionChart, ChartSuspense } from '../charts/lazy-charts';
import { useCityToday } from '../hooks/use-city-today';
import { findInProgressBucket } from '../lib/stats-buckets';
import type { StatsParams } from '../lib/stats-filters';
import { ConnectedUsersCard } from './connected-users-card';
import { NoTripsState } from './no-trips-state';
import { type StatCardItem, StatCardGrid } from './stat-card-grid';
import { StatsPanel } from './stats-panel';
import { memoOnParams } from './memo-on-params';

const CHART_HEIGHT = 300;

/** What active users are a share of: the organisation's employees, or else the participants enrolled. */
interface AdoptionBase {
  kind: 'employees' | 'participants';
  count: number;
}

/**
 * An organisation's figures are set against its employees (from its profile); a city's, or one branch's, against
 * the participants enrolled, as employees are not known per branch.
 */
function useAdoptionBase(params: StatsParams, usage: AppUsage | undefined): AdoptionBase | undefined {
  const wholeOrganisation = params.ownerType === 'organisation' && !params.branchId;
  const summary = useQuery({ ...organisationSummaryQueryOptions(params.ownerId), enabled: wholeOrganisation });
  const employees = summary.data?.employeesCount ?? 0;
  if (wholeOrganisation && employees > 0) return { kind: 'employees', count: employees };
  return usage && { kind: 'participants', count: usage.participants };
}

function useAppUsageCards(usage: AppUsage | undefined, base: AdoptionBase | undefined): StatCardItem[] {
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
      definition: t(definitionKey('activeUsers')),
      hint:
        usage && base && base.count > 0
          ? t(`dashboard.app_usage.active_share_${base.kind}`, {
              share: format.percent(usage.activeUsers / base.count),
              base: base.count,
            })
          : t('dashboard.app_usage.active_hint'),
      icon: <IconUsers size={24} />,
    },
  ];
}

/** The "mobile app" view: who is online now, and how much of the organisation uses the app over the period. */
function AppUsagePanelContent({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useCityToday();
  const query = useAppUsage(params);
  const base = useAdoptionBase(params, query.data);
  const cards = useAppUsageCards(query.data, base);
  return (
    <Stack gap="lg">
      <StatCardGrid query={query} items={cards} columns={3} />
      <ConnectedUsersCard params={params} />
      <StatsPanel
        title={t('dashboard.app_usage.chart_title')}
        description={base && t(`dashboard.app_usage.chart_description_${base.kind}`, { base: base.count })}
        query={query}
        skeletonHeight={CHART_HEIGHT}
      >
        {(usage) => {
          if (!base || base.count === 0) return <NoTripsState />;
          const buckets = usage.series.map((point) => point.bucket);
          const inProgress = findInProgressBucket(buckets, today, buckets.at(-1) ?? today);
          return (
            <Stack gap="xs">
              <ChartSuspense height={CHART_HEIGHT}>
                <AdoptionChart
                  series={usage.series}
                  base={base.count}
                  inProgress={inProgress}
                  height={CHART_HEIGHT}
                  summary={t(`dashboard.app_usage.summary_${base.kind}`, {
                    share: format.percent(usage.activeUsers / base.count),
                    base: base.count,
                  })}
                />
              </ChartSuspense>
              {inProgress && (
                <Text fz="xs" c="dimmed">
                  {t('dashboard.app_usage.in_progress_note')}
                </Text>
              )}
            </Stack>
          );
        }}
      </StatsPanel>
    </Stack>
  );
}

export const AppUsagePanel = memoOnParams(AppUsagePanelContent);
