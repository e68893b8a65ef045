import { ChartFrame } from './chart-frame';
import { CHART_INK } from './colors';
import { donutSegmentPath, pieAngles, polarPoint } from './geometry';

export interface DonutSegment {
  key: string;
  label: string;
  value: number;
  /** A CSS colour (see `chartColor`). */
  color: string;
}

export interface DonutChartProps {
  name: string;
  summary: string;
  size: number;
  thickness: number;
  segments: DonutSegment[];
  /** The total, written in the middle ("1 234 km"). */
  centerLabel: string;
  /** What the total is, under it ("au total"). */
  centerCaption?: string;
  formatValue: (value: number) => string;
  formatShare: (share: number) => string;
}

/** Pixels between two segments, the same at both edges of the ring. */
const GAP = 2;
/** The pointed segment grows outwards by this much; the ring leaves room for it. */
const GROW = 4;

/** Shares of a whole as a ring, the total in the middle; each segment's value and share in its tooltip. */
export function DonutChart({
  name,
  summary,
  size,
  thickness,
  segments,
  centerLabel,
  centerCaption,
  formatValue,
  formatShare,
}: DonutChartProps) {
  const center = size / 2;
  const outer = center - GROW - 1;
  const inner = outer - thickness;
  const angles = pieAngles(segments.map((segment) => segment.value));
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  const visible = segments.filter((segment) => segment.value > 0).length;
  return (
    <ChartFrame
      name={name}
      summary={summary}
      height={size}
      width={size}
      count={segments.length}
      tooltip={(index) => {
        const segment = segments[index];
        const angle = angles[index];
        if (!segment || !angle) return null;
        const anchor = polarPoint(center, center, outer, (angle.start + angle.end) / 2);
        return {
          title: segment.label,
          rows: [
            {
              label: formatShare(total > 0 ? segment.value / total : 0),
              value: formatValue(segment.value),
              color: segment.color,
            },
          ],
          anchor,
        };
      }}
    >
      {(_size, active, setActive) => (
        <>
          <circle
            cx={center}
            cy={center}
            r={outer - thickness / 2}
            fill="none"
            stroke={CHART_INK.grid}
            strokeWidth={thickness}
            opacity={0.5}
          />
          {segments.map((segment, index) => {
            const angle = angles[index]!;
            if (angle.end <= angle.start) return null;
            const grown = active === index;
            return (
              <path
                key={segment.key}
                d={donutSegmentPath(
                  center,
                  center,
                  grown ? outer + GROW : outer,
                  inner,
                  angle.start,
                  angle.end,
                  visible > 1 ? GAP : 0,
                )}
                fill={segment.color}
                opacity={active === null || grown ? 1 : 0.55}
                onPointerEnter={() => setActive(index)}
                onPointerLeave={() => setActive(null)}
                style={{ transition: 'opacity 120ms' }}
              />
            );
          })}
          <text
            x={center}
            y={center}
            dy={centerCaption ? '-0.1em' : '0.35em'}
            textAnchor="middle"
            fill={CHART_INK.text}
            fontSize={Math.min(20, inner / 4)}
            fontWeight={700}
          >
            {centerLabel}
          </text>
          {centerCaption && (
            <text x={center} y={center} dy="1.3em" textAnchor="middle" fill={CHART_INK.axis}>
              {centerCaption}
            </text>
          )}
        </>
      )}
    </ChartFrame>
  );
}
