import { useId } from 'react';
import { ChartFrame, type PlotSize, type TooltipRow } from './chart-frame';
import { CHART_INK } from './colors';
import { areaPath, bandLayout, linePath, valuesUpTo } from './geometry';
import type { AxisTicks } from './ticks';
import { timeLabelStride, ValueAxis, valueAxisLayout } from './value-axis';

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

function layout(props: LineChartProps, size: PlotSize) {
  const { margin, inner, y } = valueAxisLayout(props, size, { top: 12, right: 12 });
  const slots = bandLayout(props.data.length, inner.width);
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
        const stride = timeLabelStride(
          data.map((datum) => datum.label),
          inner.width,
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
            <ValueAxis ticks={ticks} formatTick={formatTick} unit={unit} y={y} left={margin.left} width={inner.width} />
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
