import { BarChart } from '@/components/charts/bar-chart';
import { chartColor } from '@/components/charts/colors';
import { niceTicks } from '@/components/charts/ticks';
import { useFormatters } from '@/lib/use-formatters';
import type { MerchantDashboard } from '../api/get-merchant-dashboard';

interface OrdersOverTimeChartProps {
  series: MerchantDashboard['series'];
  period: MerchantDashboard['period'];
  measure: 'count' | 'greenpoints';
  label: string;
  summary: string;
  height: number;
}

/** One bar per day or month: the orders, or the greenpoints they redeemed. */
export function OrdersOverTimeChart({ series, period, measure, label, summary, height }: OrdersOverTimeChartProps) {
  const format = useFormatters();
  const options: Intl.DateTimeFormatOptions =
    period === 'day' ? { day: 'numeric', month: 'short' } : { month: 'short', year: '2-digit' };
  const data = series.map((point) => ({
    key: point.bucket,
    label: format.calendarDate(period === 'day' ? point.bucket : `${point.bucket}-01`, options),
    value: point[measure],
  }));
  return (
    <BarChart
      name="orders-over-time"
      summary={summary}
      height={height}
      data={data}
      color={chartColor('brand.6')}
      ticks={niceTicks(Math.max(0, ...data.map((datum) => datum.value)), { integer: true })}
      formatTick={(value) => format.number(value)}
      formatValue={(value) => format.number(value)}
      seriesLabel={label}
      unit={label}
      maxBarWidth={28}
    />
  );
}
