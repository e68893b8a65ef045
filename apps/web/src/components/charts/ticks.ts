import { formatNumber } from '@/lib/format';

/** A value axis: its ticks from 0 up, the last one at or above the largest value (the axis's top). */
export interface AxisTicks {
  ticks: number[];
  max: number;
}

const NICE_FRACTIONS = [1, 2, 2.5, 5, 10];

/** The smallest "nice" step (1, 2, 2.5 or 5 times a power of ten) giving at most `count` intervals up to `max`. */
function niceStep(max: number, count: number, integer: boolean): number {
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = NICE_FRACTIONS.find((candidate) => candidate * power >= rough * (1 - 1e-9)) ?? 10;
  const step = fraction * power;
  if (!integer) return step;
  // 2.5 is not a whole step under 10; the next nice whole step is.
  return Math.max(1, Number.isInteger(step) ? step : Math.ceil(step));
}

function ticksUpTo(step: number, max: number): AxisTicks {
  const intervals = Math.max(1, Math.ceil(max / step - 1e-9));
  // Multiplying instead of adding keeps 0.1 + 0.2 from becoming 0.30000000000000004.
  const ticks = Array.from({ length: intervals + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { ticks, max: ticks.at(-1)! };
}

/**
 * Ticks for a value axis starting at 0: about `count` intervals of a nice step ("0, 50, 100, 150"). Counts
 * (`integer`) never get fractional ticks. An empty or all-zero series still gets an axis up to 1.
 */
export function niceTicks(maxValue: number, { count = 4, integer = false } = {}): AxisTicks {
  const max = Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 0;
  if (max === 0) return { ticks: [0, 1], max: 1 };
  return ticksUpTo(niceStep(max, count, integer), max);
}

/** Steps a duration axis uses, in minutes: those a reader counts in (quarter hours, half hours, hours). */
const DURATION_STEPS = [1, 2, 5, 10, 15, 20, 30, 60, 90, 120, 180, 240, 360, 480, 720];

/**
 * Ticks for an axis of durations given in minutes: minutes and hours a reader counts in ("0, 30 min, 1 h,
 * 1 h 30"), then whole multiples of nice hour counts (10 h, 20 h, 50 h…) past half a day per interval.
 */
export function niceDurationTicks(maxMinutes: number, { count = 4 } = {}): AxisTicks {
  const max = Number.isFinite(maxMinutes) && maxMinutes > 0 ? maxMinutes : 0;
  if (max === 0) return { ticks: [0, 60], max: 60 };
  const rough = max / count;
  const step = DURATION_STEPS.find((candidate) => candidate >= rough) ?? niceStep(max / 60, count, true) * 60;
  return ticksUpTo(step, max);
}

/**
 * A duration tick, short enough for an axis: "45 min", "2 h", "1 h 30" (the minutes after the hours go without
 * their unit, as on a clock).
 */
export function formatDurationTick(minutes: number, language: string): string {
  const rounded = Math.round(minutes);
  const unit = (value: number, name: 'hour' | 'minute') =>
    formatNumber(value, language, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 0 });
  if (rounded === 0) return formatNumber(0, language);
  if (rounded < 60) return unit(rounded, 'minute');
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${String(rest).padStart(2, '0')}`;
}

/**
 * Which of `count` category labels an axis of `length` pixels can write without overlap, each needing about
 * `labelSize` pixels: every one, or every second, third… always the first, counting from it.
 */
export function labelStride(count: number, length: number, labelSize: number): number {
  if (count <= 1 || labelSize <= 0) return 1;
  const fits = Math.max(1, Math.floor(length / labelSize));
  return Math.max(1, Math.ceil(count / fits));
}
