import { useTranslation } from 'react-i18next';
import { chartColor } from '@/components/charts/colors';
import { GaugeChart } from '@/components/charts/gauge-chart';
import { useFormatters } from '@/lib/use-formatters';

interface ScoreGaugeProps {
  score: number;
  /** Marked on the arc: the average of the size band. */
  average?: number;
  averageColor: string;
  size: number;
}

/** A 0–100 score on an arc, the average marked across it in `averageColor` (the legend beside repeats it). */
export function ScoreGauge({ score, average, averageColor, size }: ScoreGaugeProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const whole = (value: number) => format.number(value, { maximumFractionDigits: 0 });
  const outOf100 = (value: number) => t('dashboard.score.out_of_100', { score: whole(value) });
  return (
    <GaugeChart
      name="score-gauge"
      summary={
        average === undefined
          ? t('dashboard.score.gauge_summary', { score: outOf100(score) })
          : t('dashboard.score.gauge_summary_average', { score: outOf100(score), average: outOf100(average) })
      }
      value={score}
      target={average}
      size={size}
      thickness={16}
      color={chartColor('brand.6')}
      targetColor={chartColor(averageColor)}
      valueLabel={whole(score)}
      caption="/ 100"
    />
  );
}
