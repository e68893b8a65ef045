/** Pure geometry of the charts: scales, band layout, bar, line, area and arc paths. Angles are in radians. */

export interface Point {
  x: number;
  y: number;
}

/** A linear map from a domain of values to a range of pixels (the range may run backwards, as a y axis does). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** Where `count` bars sit along `length` pixels: one slot (`step`) each, the bar centred in it. */
export interface BandLayout {
  step: number;
  band: number;
  /** Start of bar `index`'s band. */
  start: (index: number) => number;
  /** Centre of slot `index`. */
  center: (index: number) => number;
  /** The slot under a pixel, clamped to the bars. */
  indexAt: (position: number) => number;
}

export function bandLayout(
  count: number,
  length: number,
  { padding = 0.3, maxBand = Infinity }: { padding?: number; maxBand?: number } = {},
): BandLayout {
  const step = count > 0 ? length / count : length;
  const band = Math.max(1, Math.min(maxBand, step * (1 - padding)));
  const center = (index: number) => step * index + step / 2;
  return {
    step,
    band,
    start: (index) => center(index) - band / 2,
    center,
    indexAt: (position) => Math.min(Math.max(0, Math.floor(position / step)), Math.max(0, count - 1)),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A bar whose far end is rounded: the top of a column (`up`) or the right end of a horizontal bar (`right`).
 * The radius shrinks on short bars so the ends never overlap.
 */
export function barPath(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  end: 'up' | 'right' = 'up',
): string {
  if (width <= 0 || height <= 0) return '';
  const r = Math.max(0, Math.min(radius, end === 'up' ? Math.min(width / 2, height) : Math.min(height / 2, width)));
  const [x0, y0, x1, y1] = [x, y, x + width, y + height].map(round) as [number, number, number, number];
  const rr = round(r);
  if (end === 'up') {
    return `M${x0},${y1}V${round(y0 + r)}A${rr},${rr} 0 0 1 ${round(x0 + r)},${y0}H${round(x1 - r)}A${rr},${rr} 0 0 1 ${x1},${round(y0 + r)}V${y1}Z`;
  }
  return `M${x0},${y0}H${round(x1 - r)}A${rr},${rr} 0 0 1 ${x1},${round(y0 + r)}V${round(y1 - r)}A${rr},${rr} 0 0 1 ${round(x1 - r)},${y1}H${x0}Z`;
}

/** The tangent at the middle of three points of a monotone curve (Fritsch–Carlson, as d3's curveMonotoneX). */
function middleSlope(p0: Point, p1: Point, p2: Point): number {
  const h0 = p1.x - p0.x;
  const h1 = p2.x - p1.x;
  const s0 = h0 ? (p1.y - p0.y) / h0 : 0;
  const s1 = h1 ? (p2.y - p1.y) / h1 : 0;
  const p = (s0 * h1 + s1 * h0) / (h0 + h1 || 1);
  return (Math.sign(s0) + Math.sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

function endSlope(p0: Point, p1: Point, inner: number): number {
  const h = p1.x - p0.x;
  return h ? (3 * (p1.y - p0.y)) / h / 2 - inner / 2 : inner;
}

/** One run of points as a smooth curve that never overshoots the data (no bump above a peak, below a trough). */
function monotoneRun(points: readonly Point[]): string {
  const [first] = points;
  if (!first) return '';
  let path = `M${round(first.x)},${round(first.y)}`;
  if (points.length === 1) return path;
  if (points.length === 2) return `${path}L${round(points[1]!.x)},${round(points[1]!.y)}`;
  const slopes = points.map((point, index) =>
    index > 0 && index < points.length - 1 ? middleSlope(points[index - 1]!, point, points[index + 1]!) : 0,
  );
  slopes[0] = endSlope(points[0]!, points[1]!, slopes[1]!);
  const last = points.length - 1;
  slopes[last] = endSlope(points[last - 1]!, points[last]!, slopes[last - 1]!);
  for (let index = 1; index < points.length; index++) {
    const p0 = points[index - 1]!;
    const p1 = points[index]!;
    const dx = (p1.x - p0.x) / 3;
    path += `C${round(p0.x + dx)},${round(p0.y + dx * slopes[index - 1]!)} ${round(p1.x - dx)},${round(p1.y - dx * slopes[index]!)} ${round(p1.x)},${round(p1.y)}`;
  }
  return path;
}

/** Consecutive points without a gap: a missing value (null) ends one run and the next value starts another. */
export function splitRuns(points: readonly (Point | null)[]): Point[][] {
  const runs: Point[][] = [];
  let current: Point[] = [];
  for (const point of points) {
    if (point) {
      current.push(point);
    } else if (current.length > 0) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** A line through the points, smooth (monotone) or straight, broken where a value is missing. */
export function linePath(points: readonly (Point | null)[], curve: 'monotone' | 'linear' = 'monotone'): string {
  return splitRuns(points)
    .map((run) =>
      curve === 'monotone'
        ? monotoneRun(run)
        : run.map((point, index) => `${index ? 'L' : 'M'}${round(point.x)},${round(point.y)}`).join(''),
    )
    .join('');
}

/** The area between the line and the baseline, one closed shape per run of values. */
export function areaPath(
  points: readonly (Point | null)[],
  baseline: number,
  curve: 'monotone' | 'linear' = 'monotone',
): string {
  return splitRuns(points)
    .filter((run) => run.length > 1)
    .map(
      (run) =>
        `${linePath(run, curve)}L${round(run.at(-1)!.x)},${round(baseline)}L${round(run[0]!.x)},${round(baseline)}Z`,
    )
    .join('');
}

/** A point at `angle` (clockwise from 12 o'clock) on a circle. */
export function polarPoint(cx: number, cy: number, radius: number, angle: number): Point {
  return { x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) };
}

const TAU = 2 * Math.PI;

function arc(cx: number, cy: number, radius: number, from: number, to: number, withMove: boolean): string {
  const end = polarPoint(cx, cy, radius, to);
  const start = polarPoint(cx, cy, radius, from);
  const large = Math.abs(to - from) > Math.PI ? 1 : 0;
  const sweep = to >= from ? 1 : 0;
  const r = round(radius);
  return `${withMove ? `M${round(start.x)},${round(start.y)}` : ''}A${r},${r} 0 ${large} ${sweep} ${round(end.x)},${round(end.y)}`;
}

/**
 * A ring segment from `start` to `end` between two radii, `gap` pixels narrower on each side (the same width at
 * both radii, so neighbours are parted by parallel edges). A whole ring is drawn as two halves.
 */
export function donutSegmentPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  start: number,
  end: number,
  gap = 0,
): string {
  if (end - start >= TAU - 1e-9) {
    const middle = start + Math.PI;
    return [
      arc(cx, cy, outer, start, middle, true),
      arc(cx, cy, outer, middle, start + TAU, false),
      'Z',
      arc(cx, cy, inner, start, middle, true),
      arc(cx, cy, inner, middle, start + TAU, false),
      'Z',
    ].join('');
  }
  const outerPad = outer > 0 ? Math.asin(Math.min(1, gap / 2 / outer)) : 0;
  const innerPad = inner > 0 ? Math.asin(Math.min(1, gap / 2 / inner)) : 0;
  const half = (end - start) / 2;
  const o0 = start + Math.min(outerPad, half);
  const o1 = end - Math.min(outerPad, half);
  const i0 = start + Math.min(innerPad, half);
  const i1 = end - Math.min(innerPad, half);
  const innerEnd = polarPoint(cx, cy, inner, i1);
  return `${arc(cx, cy, outer, o0, o1, true)}L${round(innerEnd.x)},${round(innerEnd.y)}${arc(cx, cy, inner, i1, i0, false)}Z`;
}

/** An open arc to stroke (a gauge's track or its filled part), from `start` to `end` on one radius. */
export function arcPath(cx: number, cy: number, radius: number, start: number, end: number): string {
  return arc(cx, cy, radius, start, end, true);
}

/** The angles of each value's share of a whole turn, from 12 o'clock clockwise; zeros and negatives get none. */
export function pieAngles(values: readonly number[]): { start: number; end: number }[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let angle = 0;
  return values.map((value) => {
    const share = total > 0 ? Math.max(0, value) / total : 0;
    const start = angle;
    angle += share * TAU;
    return { start, end: angle };
  });
}

/**
 * How many of the points the arrow keys go through: up to the last one with a value, so that End lands on
 * the latest figure rather than on the empty buckets after today.
 */
export function valuesUpTo(points: readonly { value: number | null }[]): number {
  return points.findLastIndex((point) => point.value !== null) + 1;
}
