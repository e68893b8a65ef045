import { ChartFrame } from './chart-frame';
import { CHART_INK } from './colors';
import { arcPath, polarPoint } from './geometry';

export interface GaugeChartProps {
  name: string;
  summary: string;
  /** 0 to `max`. */
  value: number;
  max?: number;
  /** A mark across the arc (an average to compare with). */
  target?: number;
  size: number;
  thickness: number;
  color: string;
  targetColor: string;
  /** The value written in the middle ("62"). */
  valueLabel: string;
  /** Under it, smaller ("/ 100"). */
  caption?: string;
}

/** The arc spans three quarters of a turn, open at the bottom. */
const START = (-3 * Math.PI) / 4;
const SWEEP = (3 * Math.PI) / 2;

/** A score on an open arc, the figure in the middle, and an optional mark for a value to compare it with. */
export function GaugeChart({
  name,
  summary,
  value,
  max = 100,
  target,
  size,
  thickness,
  color,
  targetColor,
  valueLabel,
  caption,
}: GaugeChartProps) {
  const center = size / 2;
  const radius = center - thickness / 2 - 3;
  const angleOf = (figure: number) => START + (Math.min(max, Math.max(0, figure)) / max) * SWEEP;
  const end = angleOf(value);
  return (
    <ChartFrame name={name} summary={summary} height={size} width={size} count={0}>
      {() => (
        <>
          <path
            d={arcPath(center, center, radius, START, START + SWEEP)}
            fill="none"
            stroke={CHART_INK.grid}
            strokeWidth={thickness}
            strokeLinecap="round"
          />
          {value > 0 && (
            <path
              d={arcPath(center, center, radius, START, Math.max(end, START + 0.001))}
              fill="none"
              stroke={color}
              strokeWidth={thickness}
              strokeLinecap="round"
            />
          )}
          {target !== undefined && (
            <TargetMark
              center={center}
              radius={radius}
              thickness={thickness}
              angle={angleOf(target)}
              color={targetColor}
            />
          )}
          <text
            x={center}
            y={center}
            dy={caption ? '0.1em' : '0.35em'}
            textAnchor="middle"
            fill={CHART_INK.text}
            fontSize={size / 5}
            fontWeight={700}
          >
            {valueLabel}
          </text>
          {caption && (
            <text x={center} y={center} dy="1.6em" textAnchor="middle" fill={CHART_INK.axis} fontSize={13}>
              {caption}
            </text>
          )}
        </>
      )}
    </ChartFrame>
  );
}

function TargetMark({
  center,
  radius,
  thickness,
  angle,
  color,
}: {
  center: number;
  radius: number;
  thickness: number;
  angle: number;
  color: string;
}) {
  const from = polarPoint(center, center, radius - thickness / 2 - 3, angle);
  const to = polarPoint(center, center, radius + thickness / 2 + 3, angle);
  return (
    <line
      x1={from.x}
      y1={from.y}
      x2={to.x}
      y2={to.y}
      stroke={color}
      strokeWidth={4}
      strokeLinecap="round"
      style={{ filter: `drop-shadow(0 0 1.5px ${CHART_INK.surface})` }}
    />
  );
}
