import type { ReactNode } from 'react';
import type { LegendEntry } from '@/components/map/map-legend';
import type { TransportMode } from '@mobiverte/contracts';
import type { ExpressionSpecification } from 'maplibre-gl';

/** From few trips to many: pale yellow to deep red, readable on the light and the dark basemap. */
export const HEAT_COLORS = ['#ffffb2', '#fecc5c', '#fd8d3c', '#f03b20', '#bd0026'] as const;

/** From few to many for the postal areas: pale to deep green (a sequential scale, colour-blind safe). */
export const CHOROPLETH_COLORS = ['#edf8e9', '#bae4b3', '#74c476', '#31a354', '#006d2c'] as const;

/** Areas under the privacy threshold: grey, hatched on the map. */
export const SUPPRESSED_COLOR = '#9ca3af';

export interface LegendStep {
  color: string;
  /** The lower bound of the step, included. */
  from: number;
  /** The upper bound, excluded; null for the last step. */
  to: number | null;
}

/**
 * Class breaks of a choropleth: quantiles of the values, so that each colour holds about as many areas, without
 * repeated bounds. One break per colour at most; the first step starts at the smallest value.
 */
export function quantileBreaks(values: readonly number[], classes: number = CHOROPLETH_COLORS.length): number[] {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const breaks: number[] = [];
  for (let index = 0; index < classes; index++) {
    const value = sorted[Math.floor((index * sorted.length) / classes)]!;
    if (breaks.at(-1) !== value) breaks.push(value);
  }
  return breaks;
}

/** The legend of class breaks: each break and the colour from it up to the next. */
export function legendSteps(breaks: readonly number[], colors: readonly string[]): LegendStep[] {
  return breaks.map((from, index) => ({
    color: colors[Math.round((index * (colors.length - 1)) / Math.max(breaks.length - 1, 1))]!,
    from,
    to: breaks[index + 1] ?? null,
  }));
}

/** The colour of a value on a legend: the step whose range holds it (the first below the smallest break). */
export function colorOf(value: number, steps: readonly LegendStep[]): string {
  const step = [...steps].reverse().find((candidate) => value >= candidate.from) ?? steps[0];
  return step?.color ?? SUPPRESSED_COLOR;
}

/**
 * The heat legend of a map whose busiest cell has `maxTrips` trips: five even steps from one trip, rounded to
 * whole trips (a map with few trips has fewer steps).
 */
export function heatLegend(maxTrips: number): LegendStep[] {
  if (maxTrips < 1) return [];
  const bounds = [
    ...new Set(HEAT_COLORS.map((_, index) => Math.max(1, Math.round((index * maxTrips) / HEAT_COLORS.length)))),
  ];
  return legendSteps(bounds, HEAT_COLORS);
}

/** A maplibre `step` expression that colours a number property along legend steps. */
export function stepExpression(
  property: string,
  steps: readonly LegendStep[],
  fallback: string,
): ExpressionSpecification {
  if (steps.length === 0) return ['literal', fallback];
  const [first, ...rest] = steps;
  return [
    'step',
    ['get', property],
    first!.color,
    ...rest.flatMap((step) => [step.from, step.color]),
  ] as ExpressionSpecification;
}

/** A maplibre `match` expression giving each mode its colour (the charts' colours). */
export function modeColorExpression(
  property: string,
  colors: Partial<Record<TransportMode, string>>,
  fallback: string,
): ExpressionSpecification {
  const pairs = Object.entries(colors).flatMap(([mode, color]) => [mode, color]);
  return pairs.length === 0
    ? ['literal', fallback]
    : (['match', ['get', property], ...pairs, fallback] as unknown as ExpressionSpecification);
}

/** The entries of a legend of steps: "1 à 19", …, "80 et plus", formatted by the caller. */
export function stepEntries(steps: readonly LegendStep[], label: (step: LegendStep) => ReactNode): LegendEntry[] {
  return steps.map((step) => ({ key: String(step.from), color: step.color, label: label(step) }));
}
