import { useTranslation } from 'react-i18next';
import { chartColor } from '@/components/charts/colors';
import { LineChart } from '@/components/charts/line-chart';
import { niceTicks } from '@/components/charts/ticks';
import { useFormatters } from '@/lib/use-formatters';
import type { AppUsage } from '../api/get-app-usage';
import { getBucketLabelOptions } from '../lib/stats-buckets';

interface AdoptionChartProps {
  series: AppUsage['series'];
  /** Employees (or enrolled participants): what the active users are a share of. */
  base: number;
  /** The bucket holding today: the line stops before it. */
  inProgress: string | null;
  summary: string;
  height: number;
}

/**
 * The share of the base that made at least one sustainable trip, day by day (week or month over longer
 * periods); the tooltip gives the active users behind each share.
 */
export function AdoptionChart({ series, base, inProgress, summary, height }: AdoptionChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labelOptions = getBucketLabelOptions(series.map((point) => point.bucket));
  const data = series.map((point) => {
    const blank = inProgress !== null && point.bucket >= inProgress;
    return {
      key: point.bucket,
      label: format.calendarDate(point.bucket, labelOptions),
      value: blank ? null : point.activeUsers / base,
      details: [
        {
          label: t('dashboard.app_usage.rate'),
          value: t('dashboard.app_usage.active_of_base', {
            active: point.activeUsers,
            base,
          }),
        },
      ],
    };
  });
  // Whole percentages on the axis: the ticks are chosen among percents, then turned back into shares.
  const percents = niceTicks(Math.max(0, ...data.map((datum) => (datum.value ?? 0) * 100)), { integer: true });
  const ticks = { ticks: percents.ticks.map((tick) => tick / 100), max: percents.max / 100 };
  return (
    <LineChart
      name="adoption"
      summary={summary}
      height={height}
      data={data}
      color={chartColor('brand.6')}
      ticks={ticks}
      formatTick={format.percent}
      formatValue={format.percent}
      seriesLabel={t('dashboard.app_usage.chart_title')}
      withDots={series.length <= 31}
    />
  );
}
