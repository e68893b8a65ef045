import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { RankedMode } from '../lib/mode-breakdown';
import { TRANSPORT_MODE_COLORS } from '../lib/transport-mode-colors';

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
      mx="auto"
      size={size}
      thickness={26}
      paddingAngle={1}
      data={modes.map((mode) => ({
        name: t(`transport_modes.${mode.activityType}`),
        value: mode.distanceKm,
        color: TRANSPORT_MODE_COLORS[mode.activityType],
      }))}
      chartLabel={t('dashboard.units.km_value', { value: format.figure(totalKm) })}
      valueFormatter={format.distanceKm}
      tooltipDataSource="segment"
      accessibilityLayer={false}
      role="img"
      aria-label={summary}
    />
  );
}
