import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/charts/bar-chart';
import { chartColor } from '@/components/charts/colors';
import { formatDurationTick, niceDurationTicks } from '@/components/charts/ticks';
import { useFormatters } from '@/lib/use-formatters';
import type { RankedMode } from '../lib/mode-breakdown';

const ROW_HEIGHT = 38;

/** Time spent in each active mode, one horizontal bar per mode, its duration written at its end. */
export function ActiveTimeChart({ modes, summary }: { modes: RankedMode[]; summary: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const data = modes.map((mode) => ({
    key: mode.activityType,
    label: t(`transport_modes.${mode.activityType}`),
    value: mode.durationMin,
  }));
  return (
    <BarChart
      name="active-time"
      orientation="horizontal"
      summary={summary}
      height={Math.max(140, modes.length * ROW_HEIGHT + 40)}
      data={data}
      color={chartColor('teal.7')}
      ticks={niceDurationTicks(Math.max(0, ...modes.map((mode) => mode.durationMin)))}
      formatTick={(minutes) => formatDurationTick(minutes, i18n.language)}
      formatValue={(minutes) => format.durationMinutes(minutes)}
      seriesLabel={t('dashboard.measures.durationMin')}
      categoryWidth={150}
      maxBarWidth={24}
    />
  );
}
