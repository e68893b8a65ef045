import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { AppUsage } from '../api/get-app-usage';
import { useCityToday } from '../hooks/use-city-today';
import { blankFutureBuckets, getBucketLabelOptions } from '../lib/stats-buckets';

interface AppUsageChartProps {
  series: AppUsage['series'];
  summary: string;
  height: number;
}

/** Active users (left axis) and sessions (right axis) over the period. */
export function AppUsageChart({ series, summary, height }: AppUsageChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useCityToday();
  const options = getBucketLabelOptions(series.map((point) => point.bucket));
  const data = blankFutureBuckets(series, today, ['activeUsers', 'sessions']).map((point) => ({
    ...point,
    bucket: format.calendarDate(point.bucket, options),
  }));
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="bucket"
      series={[
        { name: 'activeUsers', label: t('dashboard.measures.activeUsers'), color: 'brand.6' },
        { name: 'sessions', label: t('dashboard.measures.sessions'), color: 'blue.6', yAxisId: 'right' },
      ]}
      withRightYAxis
      withLegend
      legendProps={{ verticalAlign: 'top', height: 40 }}
      valueFormatter={format.figure}
      curveType="monotone"
      withDots={series.length <= 31}
      gridAxis="y"
      tickLine="none"
      accessibilityLayer={false}
      role="img"
      aria-label={summary}
    />
  );
}
