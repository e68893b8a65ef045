import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
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
    bucket: format.calendarDate(period === 'day' ? point.bucket : `${point.bucket}-01`, options),
    value: point[measure],
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="bucket"
      series={[{ name: 'value', label, color: 'brand.6' }]}
      valueFormatter={(value) => format.number(value)}
      yAxisLabel={label}
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      tickLine="none"
      maxBarWidth={28}
      barProps={{ radius: [4, 4, 0, 0] }}
      accessibilityLayer={false}
      role="img"
      aria-label={summary}
    />
  );
}
