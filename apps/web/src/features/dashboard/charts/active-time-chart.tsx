import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { RankedMode } from '../lib/mode-breakdown';

const ROW_HEIGHT = 38;
/** Axis ticks have room for "150 h", not for "150 h 20 min". */
const WHOLE_HOURS_FROM = 10 * 60;

/** Time spent in each active mode, one horizontal bar per mode. */
export function ActiveTimeChart({ modes, summary }: { modes: RankedMode[]; summary: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const data = modes.map((mode) => ({
    mode: t(`transport_modes.${mode.activityType}`),
    durationMin: mode.durationMin,
  }));
  return (
    <BarChart
      h={Math.max(140, modes.length * ROW_HEIGHT + 40)}
      data={data}
      dataKey="mode"
      orientation="vertical"
      series={[{ name: 'durationMin', label: t('dashboard.measures.durationMin'), color: 'teal.7' }]}
      valueFormatter={(minutes) => format.durationMinutes(minutes)}
      xAxisProps={{ tickFormatter: (minutes: number) => format.durationMinutes(minutes, WHOLE_HOURS_FROM) }}
      yAxisProps={{ width: 150 }}
      gridAxis="x"
      tickLine="none"
      maxBarWidth={24}
      barProps={{ radius: [0, 4, 4, 0] }}
      accessibilityLayer={false}
      role="img"
      aria-label={summary}
    />
  );
}
