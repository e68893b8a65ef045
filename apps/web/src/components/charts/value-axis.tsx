import type { PlotSize } from './chart-frame';
import { CHART_INK } from './colors';
import { linearScale } from './geometry';
import { labelStride, type AxisTicks } from './ticks';

/** An estimate of a 12 px label's width, enough to place and thin out axis labels without measuring them. */
export const CHAR_WIDTH = 6.8;
export const textWidth = (text: string) => text.length * CHAR_WIDTH;

/**
 * The plot of a chart over time with its value axis on the left: room for the widest tick label, for the unit
 * above the axis, and for the time labels below; `y` maps a value to its height.
 */
export function valueAxisLayout(
  { ticks, formatTick, unit }: { ticks: AxisTicks; formatTick: (value: number) => string; unit?: string },
  size: PlotSize,
  { top, right }: { top: number; right: number },
) {
  const tickWidth = Math.max(...ticks.ticks.map((tick) => textWidth(formatTick(tick))));
  const margin = { top: unit ? 24 : top, right, bottom: 26, left: Math.ceil(tickWidth) + 12 };
  const inner = {
    width: Math.max(1, size.width - margin.left - margin.right),
    height: size.height - margin.top - margin.bottom,
  };
  const y = linearScale([0, ticks.max], [margin.top + inner.height, margin.top]);
  return { margin, inner, y };
}

/** Every label under the time axis, or every second, third… when they would overlap. */
export function timeLabelStride(labels: readonly string[], width: number): number {
  return labelStride(labels.length, width, Math.max(...labels.map(textWidth)) + 12);
}

/** The value axis: its unit above it, a dashed grid line and a label for each tick, a solid line at 0. */
export function ValueAxis({
  ticks,
  formatTick,
  unit,
  y,
  left,
  width,
}: {
  ticks: AxisTicks;
  formatTick: (value: number) => string;
  unit?: string;
  y: (value: number) => number;
  left: number;
  width: number;
}) {
  return (
    <>
      {unit && (
        <text x={0} y={10} fill={CHART_INK.axis} fontWeight={600}>
          {unit}
        </text>
      )}
      {ticks.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={left + width}
            y1={y(tick)}
            y2={y(tick)}
            stroke={CHART_INK.grid}
            strokeDasharray={tick === 0 ? undefined : '3 3'}
          />
          <text x={left - 10} y={y(tick)} dy="0.35em" textAnchor="end" fill={CHART_INK.axis}>
            {formatTick(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
