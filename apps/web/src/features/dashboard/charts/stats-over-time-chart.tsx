import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { StatsBy } from '@mobiverte/contracts';
import { useFormatters } from '@/lib/use-formatters';
import type { CardMeasure } from '../lib/measures';
import { getBucketLabelOptions } from '../lib/stats-buckets';

interface StatsOverTimeChartProps {
  series: StatsBy['series'];
  measure: CardMeasure;
  /** The measure's name, for the tooltip. */
  label: string;
  /** What the chart shows, for screen readers. */
  summary: string;
  height: number;
}

/** One bar per day, week or month of the period. */
export function StatsOverTimeChart({ series, measure, label, summary, height }: StatsOverTimeChartProps) {
  const format = useFormatters();
  const options = getBucketLabelOptions(series.map((point) => point.bucket));
  const data = series.map((point) => ({ bucket: format.calendarDate(point.bucket, options), value: point[measure] }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="bucket"
      series={[{ name: 'value', label, color: 'brand.6' }]}
      valueFormatter={format.figure}
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
