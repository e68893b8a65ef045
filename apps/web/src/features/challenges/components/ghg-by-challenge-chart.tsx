import { BarChart } from '@/components/charts/bar-chart';
import { chartColor } from '@/components/charts/colors';
import { niceTicks } from '@/components/charts/ticks';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

export interface ChallengeGhg {
  id: string;
  name: string;
  ghgKg: number;
}

/** One horizontal bar per running challenge: the GHG its participants avoided since it started. */
export function GhgByChallengeChart({ data }: { data: ChallengeGhg[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const bars = data.map((challenge) => ({ key: challenge.id, label: challenge.name, value: challenge.ghgKg }));
  const unit = t('challenges.totals.ghg_unit');
  return (
    <BarChart
      name="ghg-by-challenge"
      summary={t('challenges.dashboard.ghg_chart_summary', {
        list: data.map((challenge) => `${challenge.name} ${format.figure(challenge.ghgKg)} ${unit}`).join(', '),
      })}
      height={Math.max(120, bars.length * 44 + 40)}
      data={bars}
      orientation="horizontal"
      color={chartColor('teal.6')}
      ticks={niceTicks(Math.max(0, ...bars.map((bar) => bar.value)))}
      formatTick={(value) => format.figure(value)}
      formatValue={(value) => `${format.figure(value)} ${unit}`}
      seriesLabel={t('challenges.totals.ghg')}
      unit={unit}
      categoryWidth={120}
    />
  );
}
