import '@mantine/charts/styles.css';
import { GaugeChart } from '@mantine/charts';
import { useFormatters } from '@/lib/use-formatters';

interface ScoreGaugeProps {
  score: number;
  /** Marked on the arc: the average of the size band. */
  average?: number;
  averageColor: string;
  size: number;
}

/** A 0–100 score on an arc; the figures are written beside it, so the drawing is hidden from screen readers. */
export function ScoreGauge({ score, average, averageColor, size }: ScoreGaugeProps) {
  const format = useFormatters();
  return (
    <GaugeChart
      value={score}
      target={average}
      size={size}
      thickness={18}
      roundCaps
      filledColor="brand.6"
      targetColor={averageColor}
      targetSize={4}
      valueFormatter={(value) => format.number(value, { maximumFractionDigits: 0 })}
      aria-hidden
    />
  );
}
