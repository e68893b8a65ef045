import { ActionIcon } from '@mantine/core';
import {
  IconActivity,
  IconCoin,
  IconLeaf,
  IconListSearch,
  IconRoute,
  IconTrendingUp,
  IconUsersGroup,
} from '@tabler/icons-react';
import { isComparable } from '@mobiverte/contracts';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeIndicator } from '@/components/stat-card/change-indicator';
import { definitionKey, definitionValues } from '@/components/stat-card/figure-definitions';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { useCityToday } from '../hooks/use-city-today';
import { BreakdownDrawer } from '../insights/lazy-insights';
import { CARD_MEASURES, type CardMeasure, MEASURE_UNITS } from '../lib/measures';
import type { StatsParams } from '../lib/stats-filters';
import { StatCardGrid } from './stat-card-grid';
import { memoOnParams } from './memo-on-params';

const ICONS: Record<CardMeasure, typeof IconRoute> = {
  distanceKm: IconRoute,
  ghgKg: IconLeaf,
  greenpoints: IconCoin,
  activeUsers: IconUsersGroup,
  activities: IconActivity,
  sessions: IconTrendingUp,
};

/** Sustainable distance, GHG avoided, greenpoints, active users, activities and sessions, each against the previous period. */
function MeasureCardsContent({ params }: { params: StatsParams }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const today = useCityToday();
  const query = useStatsBy(params);
  // Drawn in a transition when the answer arrives (see StatsQueryContent).
  const data = useDeferredValue(query.data);
  const values = definitionValues(i18n.language);
  const [explained, setExplained] = useState<CardMeasure | null>(null);
  return (
    <>
      <StatCardGrid
        query={{ data, isError: query.isError, isPlaceholderData: query.isPlaceholderData, refetch: query.refetch }}
        columns={3}
        items={CARD_MEASURES.map((measure) => {
          const Icon = ICONS[measure];
          const unit = MEASURE_UNITS[measure];
          return {
            key: measure,
            label: t(`dashboard.measures.${measure}`),
            value: data && format.figure(data.totals[measure]),
            unit: unit && t(unit),
            definition: t(definitionKey(measure), values),
            icon: <Icon size={24} />,
            action: (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                radius="xl"
                aria-label={t('dashboard.why_this_number', { name: t(`dashboard.measures.${measure}`) })}
                title={t('dashboard.why_this_number', { name: t(`dashboard.measures.${measure}`) })}
                onClick={() => setExplained(measure)}
              >
                <IconListSearch size={16} aria-hidden />
              </ActionIcon>
            ),
            footer: data ? (
              <ChangeIndicator
                current={data.totals[measure]}
                previous={data.previousTotals[measure]}
                previousRange={data.previousRange}
                comparable={isComparable(data.range, today)}
              />
            ) : null,
          };
        })}
      />
      {explained && (
        <Suspense fallback={null}>
          <BreakdownDrawer params={params} measure={explained} onClose={() => setExplained(null)} />
        </Suspense>
      )}
    </>
  );
}

export const MeasureCards = memoOnParams(MeasureCardsContent);
