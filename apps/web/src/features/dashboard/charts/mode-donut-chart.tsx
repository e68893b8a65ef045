import { useTranslation } from 'react-i18next';
import { chartColor } from '@/components/charts/colors';
import { DonutChart } from '@/components/charts/donut-chart';
import { useFormatters } from '@/lib/use-formatters';
import type { RankedMode } from '../lib/mode-breakdown';
import { TRANSPORT_MODE_COLORS } from '@/lib/transport-mode-colors';

interface ModeDonutChartProps {
  modes: RankedMode[];
  totalKm: number;
  summary: string;
  size: number;
}

/** Share of the sustainable distance by transport mode, the total in the middle. */
export function ModeDonutChart({ modes, totalKm, summary, size }: ModeDonutChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <DonutChart
      name="mode-donut"
      summary={summary}
      size={size}
      thickness={26}
      segments={modes.map((mode) => ({
        key: mode.activityType,
        label: t(`transport_modes.${mode.activityType}`),
        value: mode.distanceKm,
        color: chartColor(TRANSPORT_MODE_COLORS[mode.activityType]),
      }))}
      centerLabel={t('dashboard.units.km_value', { value: format.figure(totalKm) })}
      formatValue={format.distanceKm}
      formatShare={format.percent}
    />
  );
}
