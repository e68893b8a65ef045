import { useId } from 'react';
import { ChartFrame, type PlotSize, type TooltipRow } from './chart-frame';
import { CHART_INK } from './colors';
import { areaPath, bandLayout, linePath, linearScale, valuesUpTo } from './geometry';
import { labelStride, type AxisTicks } from './ticks';

export interface LineDatum {
  key: string;
  /** Written on the time axis ("16 nov."). */
  label: string;
  /** Null where there is no figure yet (today's bucket and after): the line stops before it. */
  value: number | null;
  /** More lines for the tooltip ("34 participants actifs"). */
  details?: TooltipRow[];
}

export interface LineChartProps {
  name: string;
  summary: string;
  height: number;
  data: LineDatum[];
  color: string;
  ticks: AxisTicks;
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  seriesLabel: string;
  /** The value axis's unit, written above it. */
  unit?: string;
  /** Dots on every value (short series). */
  withDots?: boolean;
  /** A soft fill under the line. */
  withArea?: boolean;
}

const CHAR_WIDTH = 6.8;
const textWidth = (text: string) => text.length * CHAR_WIDTH;

function layout(props: LineChartProps, size: PlotSize) {
  const { ticks, formatTick, data, unit } = props;
  const tickWidth = Math.max(...ticks.ticks.map((tick) => textWidth(formatTick(tick))), unit ? textWidth(unit) : 0);
  const margin = { top: unit ? 24 : 12, right: 12, bottom: 26, left: Math.ceil(tickWidth) + 12 };
  const inner = {
    width: Math.max(1, size.width - margin.left - margin.right),
    height: size.height - margin.top - margin.bottom,
  };
  const slots = bandLayout(data.length, inner.width);
  const y = linearScale([0, ticks.max], [margin.top + inner.height, margin.top]);
  const x = (index: number) => margin.left + slots.center(index);
  return { margin, inner, slots, x, y };
}

/**
 * A value over time as a smooth line (it never overshoots the data) with an optional soft area, broken where
 * a figure is missing. Hover, or focus and the arrow keys, shows a point's value.
 */
export function LineChart(props: LineChartProps) {
  const { name, summary, height, data, color, ticks, formatTick, formatValue, seriesLabel, unit } = props;
  const { withDots = false, withArea = true } = props;
  const gradientId = useId();
  return (
    <ChartFrame
      name={name}
      summary={summary}
      height={height}
      count={valuesUpTo(data)}
      locate={(px, _py, size) => {
        const { margin, inner, slots } = layout(props, size);
        return px >= margin.left && px <= margin.left + inner.width ? slots.indexAt(px - margin.left) : null;
      }}
      tooltip={(index, size) => {
        const datum = data[index];
        if (!datum || datum.value === null) return null;
        const { x, y } = layout(props, size);
        return {
          title: datum.label,
          rows: [{ label: seriesLabel, value: formatValue(datum.value), color }, ...(datum.details ?? [])],
          anchor: { x: x(index), y: y(datum.value) },
        };
      }}
    >
      {(size, active) => {
        const { margin, inner, x, y } = layout(props, size);
        const bottom = margin.top + inner.height;
        const points = data.map((datum, index) => (datum.value === null ? null : { x: x(index), y: y(datum.value) }));
        const stride = labelStride(
          data.length,
          inner.width,
          Math.max(...data.map((datum) => textWidth(datum.label))) + 12,
        );
        const activePoint = active !== null ? points[active] : null;
        return (
          <>
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor={color} stopOpacity={0.28} />
                <stop offset="100%" stopColor={color} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            {unit && (
              <text x={margin.left - 10} y={10} textAnchor="end" fill={CHART_INK.axis} fontWeight={600}>
                {unit}
              </text>
            )}
            {ticks.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={margin.left}
                  x2={margin.left + inner.width}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={CHART_INK.grid}
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text x={margin.left - 10} y={y(tick)} dy="0.35em" textAnchor="end" fill={CHART_INK.axis}>
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {data.map(
              (datum, index) =>
                index % stride === 0 && (
                  <text key={datum.key} x={x(index)} y={bottom + 17} textAnchor="middle" fill={CHART_INK.axis}>
                    {datum.label}
                  </text>
                ),
            )}
            {activePoint && (
              <line
                x1={activePoint.x}
                x2={activePoint.x}
                y1={margin.top}
                y2={bottom}
                stroke={CHART_INK.axis}
                strokeWidth={1}
              />
            )}
            {withArea && <path d={areaPath(points, bottom)} fill={`url(#${gradientId})`} />}
            <path
              d={linePath(points)}
              fill="none"
              stroke={color}
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            {points.map((point, index) => {
              if (!point) return null;
              // A value alone between gaps has no line: its dot shows it.
              const alone = !points[index - 1] && !points[index + 1];
              if (!withDots && !alone && active !== index) return null;
              return (
                <circle
                  key={data[index]!.key}
                  cx={point.x}
                  cy={point.y}
                  r={active === index ? 5 : 3.5}
                  fill={active === index ? color : CHART_INK.surface}
                  stroke={color}
                  strokeWidth={2}
                />
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
