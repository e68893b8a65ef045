import type { ReactNode } from 'react';
import { ChartFrame, type PlotSize, type TooltipRow } from './chart-frame';
import { CHART_INK } from './colors';
import { bandLayout, barPath, linearScale, valuesUpTo } from './geometry';
import type { AxisTicks } from './ticks';
import { CHAR_WIDTH, textWidth, timeLabelStride, ValueAxis, valueAxisLayout } from './value-axis';

export interface BarDatum {
  key: string;
  /** Written on the category axis ("16 nov.", "Vélo"). */
  label: string;
  value: number | null;
  /** A figure still growing (today's bucket): drawn light with a dashed edge. */
  unfinished?: boolean;
}

export interface BarChartProps {
  name: string;
  summary: string;
  height: number;
  data: BarDatum[];
  /** Columns over time (`vertical`), or one horizontal bar per category. */
  orientation?: 'vertical' | 'horizontal';
  /** CSS colours (see `chartColor`). */
  color: string;
  unfinishedColor?: string;
  ticks: AxisTicks;
  formatTick: (value: number) => string;
  /** A value with its unit, for the tooltip and the labels at the end of horizontal bars. */
  formatValue: (value: number) => string;
  /** What the bars measure, in the tooltip. */
  seriesLabel: string;
  unfinishedLabel?: string;
  /** The value axis's unit, written above it ("km"). */
  unit?: string;
  maxBarWidth?: number;
  /** Horizontal bars: the room for the category names. */
  categoryWidth?: number;
  header?: ReactNode;
  headerHeight?: number;
}

/** How strongly an unfinished bar is filled: light, its dashed edge in the full colour. */
export const UNFINISHED_OPACITY = 0.35;

function truncate(text: string, width: number): string {
  const chars = Math.floor(width / CHAR_WIDTH);
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
}

function verticalLayout(props: BarChartProps, size: PlotSize) {
  const { data, maxBarWidth = 36 } = props;
  const { margin, inner, y } = valueAxisLayout(props, size, { top: 10, right: 8 });
  const bands = bandLayout(data.length, inner.width, { padding: data.length > 40 ? 0.2 : 0.3, maxBand: maxBarWidth });
  return { margin, inner, bands, y };
}

function horizontalLayout(props: BarChartProps, size: PlotSize) {
  const { ticks, formatTick, formatValue, data, categoryWidth = 150, maxBarWidth = 24 } = props;
  const valueWidth = Math.max(...data.map((datum) => textWidth(formatValue(datum.value ?? 0))));
  const lastTick = textWidth(formatTick(ticks.max)) / 2;
  const margin = { top: 4, right: Math.ceil(Math.max(valueWidth + 10, lastTick)) + 4, bottom: 24, left: categoryWidth };
  const inner = {
    width: Math.max(1, size.width - margin.left - margin.right),
    height: size.height - margin.top - margin.bottom,
  };
  const bands = bandLayout(data.length, inner.height, { padding: 0.35, maxBand: maxBarWidth });
  const x = linearScale([0, ticks.max], [margin.left, margin.left + inner.width]);
  return { margin, inner, bands, x };
}

/**
 * Bars on a value axis starting at 0: columns over time, or horizontal bars by category with their value
 * written at the end. Hover, or focus and the arrow keys, shows a bar's value in a tooltip.
 */
export function BarChart(props: BarChartProps) {
  const { name, summary, height, data, orientation = 'vertical', color, ticks, formatTick, formatValue } = props;
  const { unfinishedColor = color, seriesLabel, unfinishedLabel = seriesLabel, unit, header, headerHeight } = props;
  const horizontal = orientation === 'horizontal';

  const rowsOf = (datum: BarDatum): TooltipRow[] =>
    datum.value === null
      ? []
      : [
          {
            label: datum.unfinished ? unfinishedLabel : seriesLabel,
            value: formatValue(datum.value),
            color,
            dashed: datum.unfinished,
          },
        ];

  return (
    <ChartFrame
      name={name}
      summary={summary}
      height={height}
      header={header}
      headerHeight={headerHeight}
      count={valuesUpTo(data)}
      locate={(px, py, size) => {
        if (horizontal) {
          const { margin, inner, bands } = horizontalLayout(props, size);
          return py >= margin.top && py <= margin.top + inner.height ? bands.indexAt(py - margin.top) : null;
        }
        const { margin, inner, bands } = verticalLayout(props, size);
        return px >= margin.left && px <= margin.left + inner.width ? bands.indexAt(px - margin.left) : null;
      }}
      tooltip={(index, size) => {
        const datum = data[index];
        if (!datum) return null;
        if (horizontal) {
          const { margin, bands, x } = horizontalLayout(props, size);
          // Beside the value written at the bar's end.
          const end = x(datum.value ?? 0) + 8 + textWidth(formatValue(datum.value ?? 0));
          return {
            title: datum.label,
            rows: rowsOf(datum),
            anchor: { x: end, y: margin.top + bands.center(index) },
            placement: 'beside',
          };
        }
        const { margin, bands, y } = verticalLayout(props, size);
        return {
          title: datum.label,
          rows: rowsOf(datum),
          anchor: { x: margin.left + bands.center(index), y: y(datum.value ?? 0) },
        };
      }}
    >
      {(size, active) => {
        if (horizontal) {
          const { margin, inner, bands, x } = horizontalLayout(props, size);
          const bottom = margin.top + inner.height;
          return (
            <>
              {ticks.ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={x(tick)}
                    x2={x(tick)}
                    y1={margin.top}
                    y2={bottom}
                    stroke={CHART_INK.grid}
                    strokeDasharray={tick === 0 ? undefined : '3 3'}
                  />
                  <text x={x(tick)} y={bottom + 16} textAnchor="middle" fill={CHART_INK.axis}>
                    {formatTick(tick)}
                  </text>
                </g>
              ))}
              {data.map((datum, index) => {
                const top = margin.top + bands.start(index);
                const end = x(datum.value ?? 0);
                return (
                  <g key={datum.key}>
                    {active === index && (
                      <rect
                        x={0}
                        y={margin.top + bands.step * index}
                        width={size.width}
                        height={bands.step}
                        rx={4}
                        fill={CHART_INK.highlight}
                        opacity={0.7}
                      />
                    )}
                    <text
                      x={margin.left - 10}
                      y={top + bands.band / 2}
                      dy="0.35em"
                      textAnchor="end"
                      fill={CHART_INK.text}
                    >
                      {truncate(datum.label, margin.left - 14)}
                    </text>
                    <path d={barPath(margin.left, top, end - margin.left, bands.band, 4, 'right')} fill={color} />
                    {datum.value !== null && (
                      <text x={end + 8} y={top + bands.band / 2} dy="0.35em" fill={CHART_INK.text} fontWeight={600}>
                        {formatValue(datum.value)}
                      </text>
                    )}
                  </g>
                );
              })}
            </>
          );
        }
        const { margin, inner, bands, y } = verticalLayout(props, size);
        const bottom = margin.top + inner.height;
        const stride = timeLabelStride(
          data.map((datum) => datum.label),
          inner.width,
        );
        return (
          <>
            <ValueAxis ticks={ticks} formatTick={formatTick} unit={unit} y={y} left={margin.left} width={inner.width} />
            {data.map((datum, index) => {
              const value = datum.value ?? 0;
              const top = y(value);
              return (
                <g key={datum.key}>
                  {active === index && (
                    <rect
                      x={margin.left + bands.step * index}
                      y={margin.top}
                      width={bands.step}
                      height={inner.height}
                      rx={4}
                      fill={CHART_INK.highlight}
                    />
                  )}
                  {datum.value !== null && (
                    <path
                      d={barPath(margin.left + bands.start(index), top, bands.band, bottom - top, 4, 'up')}
                      fill={datum.unfinished ? unfinishedColor : color}
                      fillOpacity={datum.unfinished ? UNFINISHED_OPACITY : undefined}
                      stroke={datum.unfinished ? color : undefined}
                      strokeWidth={datum.unfinished ? 1.5 : undefined}
                      strokeDasharray={datum.unfinished ? '4 3' : undefined}
                    />
                  )}
                  {datum.unfinished && bottom - top < 2 && (
                    // Nothing yet today: a dashed mark on the axis still shows where the day is.
                    <line
                      x1={margin.left + bands.start(index)}
                      x2={margin.left + bands.start(index) + bands.band}
                      y1={bottom - 1}
                      y2={bottom - 1}
                      stroke={color}
                      strokeWidth={2}
                      strokeDasharray="4 3"
                    />
                  )}
                  {index % stride === 0 && (
                    <text
                      x={margin.left + bands.center(index)}
                      y={bottom + 17}
                      textAnchor="middle"
                      fill={CHART_INK.axis}
                    >
                      {datum.label}
                    </text>
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
