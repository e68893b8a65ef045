import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { ChartSuspense, StatsOverTimeChart } from '../charts/lazy-charts';
import { CARD_MEASURES, type CardMeasure } from '../lib/measures';
import type { StatsParams } from '../lib/stats-filters';
import { NoTripsState } from './no-trips-state';
import { StatsPanel } from './stats-panel';
import { memoOnParams } from './memo-on-params';

const CHART_HEIGHT = 280;

/** The period day by day (week by week, month by month over a year) for one measure of the reader's choice. */
function StatsOverTimeCardContent({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useStatsBy(params);
  const [measure, setMeasure] = useState<CardMeasure>('distanceKm');
  const label = t(`dashboard.measures.${measure}`);
  const granularity = query.data?.range.granularity;
  return (
    <StatsPanel
      title={t('dashboard.over_time.title')}
      description={granularity && t(`dashboard.over_time.by_${granularity}`)}
      actions={
        <NativeSelect
          aria-label={t('dashboard.over_time.measure')}
          data={CARD_MEASURES.map((value) => ({ value, label: t(`dashboard.measures.${value}`) }))}
          value={measure}
          onChange={(event) => setMeasure(event.currentTarget.value as CardMeasure)}
          w={240}
        />
      }
      query={query}
      skeletonHeight={CHART_HEIGHT}
    >
      {(data) =>
        data.series.every((point) => point[measure] === 0) ? (
          <NoTripsState />
        ) : (
          <ChartSuspense height={CHART_HEIGHT}>
            <StatsOverTimeChart
              series={data.series}
              rangeEnd={data.range.endDate}
              measure={measure}
              label={label}
              height={CHART_HEIGHT}
              summary={t('dashboard.over_time.summary', {
                measure: label,
                range: format.calendarRange(data.range.startDate, data.range.endDate),
                total: data.totals[measure],
              })}
            />
          </ChartSuspense>
        )
      }
    </StatsPanel>
  );
}

export const StatsOverTimeCard = memoOnParams(StatsOverTimeCardContent);
