import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { AppUsage } from '../api/get-app-usage';
import { blankBucketsFrom, labelBuckets } from '../lib/stats-buckets';

interface AdoptionChartProps {
  series: AppUsage['series'];
  /** Employees (or enrolled participants): what the active users are a share of. */
  base: number;
  /** The bucket holding today: the line stops before it. */
  inProgress: string | null;
  summary: string;
  height: number;
}

/** The share of the base that made at least one sustainable trip, day by day (week or month over longer periods). */
export function AdoptionChart({ series, base, inProgress, summary, height }: AdoptionChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rates = series.map((point) => ({ bucket: point.bucket, rate: point.activeUsers / base }));
  const data = labelBuckets(blankBucketsFrom(rates, inProgress, ['rate']), format.calendarDate);
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="bucket"
      series={[{ name: 'rate', label: t('dashboard.app_usage.rate'), color: 'brand.6' }]}
      valueFormatter={format.percent}
      yAxisProps={{ tickFormatter: (value: number) => format.percent(value), domain: [0, 'auto'] }}
      curveType="monotone"
      withDots={series.length <= 31}
      connectNulls={false}
      gridAxis="y"
      tickLine="none"
      accessibilityLayer={false}
      role="img"
      aria-label={summary}
    />
  );
}
