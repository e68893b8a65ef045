import { Card, SimpleGrid } from '@mantine/core';
import { IconActivity, IconCoin, IconLeaf, IconRoute, IconTrendingUp, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { CARD_MEASURES, type CardMeasure, MEASURE_UNITS } from '../lib/measures';
import type { StatsParams } from '../lib/stats-filters';
import { ChangeIndicator } from './change-indicator';
import { StatsUnavailable } from './stats-unavailable';

const ICONS: Record<CardMeasure, typeof IconRoute> = {
  distanceKm: IconRoute,
  ghgKg: IconLeaf,
  greenpoints: IconCoin,
  activeUsers: IconUsersGroup,
  activities: IconActivity,
  sessions: IconTrendingUp,
};

/** Sustainable distance, GHG avoided, greenpoints, active users, activities and sessions, each against the previous period. */
export function MeasureCards({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useStatsBy(params);
  const data = query.data;
  if (!data && query.isError) {
    return (
      <Card>
        <StatsUnavailable onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '440px': 2, '840px': 3 }}
      spacing="md"
      style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
    >
      {CARD_MEASURES.map((measure) => {
        const Icon = ICONS[measure];
        const unit = MEASURE_UNITS[measure];
        return (
          <StatCard
            key={measure}
            label={t(`dashboard.measures.${measure}`)}
            value={data && format.figure(data.totals[measure])}
            unit={unit && t(unit)}
            icon={<Icon size={24} />}
            loading={!data}
            footer={
              data ? (
                <ChangeIndicator
                  current={data.totals[measure]}
                  previous={data.previousTotals[measure]}
                  previousRange={data.previousRange}
                />
              ) : null
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
