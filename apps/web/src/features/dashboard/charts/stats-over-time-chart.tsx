import type { StatsBy } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart, UNFINISHED_OPACITY } from '@/components/charts/bar-chart';
import { ChartLegend } from '@/components/charts/chart-legend';
import { chartColor } from '@/components/charts/colors';
import { niceTicks } from '@/components/charts/ticks';
import { useFormatters } from '@/lib/use-formatters';
import { useCityToday } from '../hooks/use-city-today';
import { type CardMeasure, MEASURE_AXIS_UNITS } from '../lib/measures';
import { findInProgressBucket, getBucketLabelOptions } from '../lib/stats-buckets';

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

const LEGEND_HEIGHT = 28;
/** Counts (participants, trips, days, points) get whole ticks; distances and CO₂e may get 2.5. */
const COUNTS: readonly CardMeasure[] = ['greenpoints', 'activeUsers', 'activities', 'sessions'];

/**
 * One bar per day, week or month of the period; the one holding today is drawn light with a dashed edge, as
 * still in progress, and the buckets after it are left empty rather than drawn at 0.
 */
export function StatsOverTimeChart({ series, rangeEnd, measure, label, summary, height }: StatsOverTimeChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useCityToday();
  const unit = t(MEASURE_AXIS_UNITS[measure]);
  const buckets = series.map((point) => point.bucket);
  const inProgress = findInProgressBucket(buckets, today, rangeEnd);
  const labelOptions = getBucketLabelOptions(buckets);
  const data = series.map((point) => ({
    key: point.bucket,
    label: format.calendarDate(point.bucket, labelOptions),
    value: inProgress !== null && point.bucket > inProgress ? null : point[measure],
    unfinished: point.bucket === inProgress,
  }));
  const color = chartColor('brand.6');
  const light = `color-mix(in srgb, ${color} ${UNFINISHED_OPACITY * 100}%, transparent)`;
  const inProgressLabel = t('dashboard.over_time.in_progress');
  return (
    <BarChart
      name="stats-over-time"
      summary={summary}
      height={height}
      data={data}
      color={color}
      ticks={niceTicks(Math.max(0, ...data.map((datum) => datum.value ?? 0)), { integer: COUNTS.includes(measure) })}
      formatTick={format.figure}
      formatValue={(value) => t('dashboard.units.value', { value: format.figure(value), unit })}
      seriesLabel={label}
      unfinishedLabel={`${label} · ${inProgressLabel}`}
      unit={unit}
      maxBarWidth={36}
      headerHeight={inProgress ? LEGEND_HEIGHT : 0}
      header={
        inProgress && (
          <ChartLegend
            items={[
              { label, color },
              { label: inProgressLabel, color: light, dashed: true, edge: color },
            ]}
          />
        )
      }
    />
  );
}
