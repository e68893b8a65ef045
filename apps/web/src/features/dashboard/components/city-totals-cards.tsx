import { Button, SimpleGrid } from '@mantine/core';
import { IconBuildingSkyscraper, IconRefresh, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { type StatsTotal, useStatsTotal } from '../api/get-stats-total';
import type { StatsParams } from '../lib/stats-filters';
import { memoOnParams } from './memo-on-params';

const TOTALS: { total: StatsTotal; icon: typeof IconUsers }[] = [
  { total: 'users', icon: IconUsersGroup },
  { total: 'organisations', icon: IconBuildingSkyscraper },
  { total: 'organisations_with_activities', icon: IconUsers },
];

function TotalCard({
  total,
  icon: Icon,
  params,
  hint,
}: (typeof TOTALS)[number] & { params: StatsParams; hint?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useStatsTotal(total, params);
  const failed = query.data === undefined && query.isError;
  return (
    <StatCard
      label={t(`dashboard.city_totals.${total}`)}
      value={failed ? '—' : query.data !== undefined && format.number(query.data)}
      icon={<Icon size={24} />}
      loading={query.data === undefined && !failed}
      hint={!failed && hint}
      footer={
        failed ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void query.refetch()}
          >
            {t('dashboard.stats.unavailable_retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The city's participants, organisations and organisations with trips in the period. */
function CityTotalsCardsContent({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const organisations = useStatsTotal('organisations', params).data;
  const active = useStatsTotal('organisations_with_activities', params).data;
  const activeShare =
    organisations && active !== undefined
      ? t('dashboard.city_totals.active_share', { share: format.percent(active / organisations) })
      : undefined;
  return (
    <SimpleGrid type="container" cols={{ base: 1, '440px': 2, '840px': 3 }} spacing="md">
      {TOTALS.map((item) => (
        <TotalCard
          key={item.total}
          {...item}
          params={params}
          hint={item.total === 'organisations_with_activities' ? activeShare : undefined}
        />
      ))}
    </SimpleGrid>
  );
}

export const CityTotalsCards = memoOnParams(CityTotalsCardsContent);
