import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { StatsBy } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { useCityToday } from '../hooks/use-city-today';
import { type CardMeasure, MEASURE_AXIS_UNITS } from '../lib/measures';
import { findInProgressBucket, labelBuckets, splitInProgress } from '../lib/stats-buckets';

interface StatsOverTimeChartProps {
  series: StatsBy['series'];
  /** The last day of the period: after it, no bucket is in progress. */
  rangeEnd: string;
  measure: CardMeasure;
  /** The measure's name, for the tooltip. */
  label: string;
  /** What the chart shows, for screen readers. */
  summary: string;
  height: number;
}

/** One bar per day, week or month of the period; the one holding today is drawn lighter, as still in progress. */
export function StatsOverTimeChart({ series, rangeEnd, measure, label, summary, height }: StatsOverTimeChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useCityToday();
  const unit = t(MEASURE_AXIS_UNITS[measure]);
  const buckets = series.map((point) => point.bucket);
  const inProgress = findInProgressBucket(buckets, today, rangeEnd);
  const data = labelBuckets(
    splitInProgress(series, (point) => point[measure], inProgress),
    format.calendarDate,
  );
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="bucket"
      type="stacked"
      series={[
        { name: 'value', label, color: 'brand.6' },
        ...(inProgress ? [{ name: 'inProgress', label: t('dashboard.over_time.in_progress'), color: 'brand.3' }] : []),
      ]}
      withLegend={inProgress !== null}
      legendProps={{ verticalAlign: 'top', height: 36 }}
      valueFormatter={(value) => t('dashboard.units.value', { value: format.figure(value), unit })}
      yAxisLabel={unit}
      yAxisProps={{ tickFormatter: (value: number) => format.figure(value) }}
      gridAxis="y"
      tickLine="none"
      maxBarWidth={36}
      barProps={{ radius: [4, 4, 0, 0] }}
      accessibilityLayer={false}
      role="img"
      aria-label={summary}
    />
  );
}
