import { IconActivity, IconCoin, IconLeaf, IconRoute, IconTrendingUp, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { CARD_MEASURES, type CardMeasure, MEASURE_UNITS } from '../lib/measures';
import type { StatsParams } from '../lib/stats-filters';
import { ChangeIndicator } from './change-indicator';
import { StatCardGrid } from './stat-card-grid';

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
  return (
    <StatCardGrid
      query={query}
      columns={3}
      items={CARD_MEASURES.map((measure) => {
        const Icon = ICONS[measure];
        const unit = MEASURE_UNITS[measure];
        return {
          key: measure,
          label: t(`dashboard.measures.${measure}`),
          value: data && format.figure(data.totals[measure]),
          unit: unit && t(unit),
          icon: <Icon size={24} />,
          footer: data ? (
            <ChangeIndicator
              current={data.totals[measure]}
              previous={data.previousTotals[measure]}
              previousRange={data.previousRange}
            />
          ) : null,
        };
      })}
    />
  );
}
