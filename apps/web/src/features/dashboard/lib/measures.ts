import type { Measures } from '@mobiverte/contracts';

/** The six figures of the statistics cards, in the order of the specification. */
export const CARD_MEASURES = [
  'distanceKm',
  'ghgKg',
  'greenpoints',
  'activeUsers',
  'activities',
  'sessions',
] as const satisfies readonly (keyof Measures)[];
export type CardMeasure = (typeof CARD_MEASURES)[number];

/** Translation keys of the unit shown after a figure, where it has one. */
export const MEASURE_UNITS: Partial<Record<CardMeasure, string>> = {
  distanceKm: 'dashboard.units.km',
  ghgKg: 'dashboard.units.kg_co2e',
};

/** Translation keys of what a chart's value axis counts, for every measure. */
export const MEASURE_AXIS_UNITS: Record<CardMeasure, string> = {
  distanceKm: 'dashboard.units.km',
  ghgKg: 'dashboard.units.kg_co2e',
  greenpoints: 'dashboard.units.greenpoints',
  activeUsers: 'dashboard.units.participants',
  activities: 'dashboard.units.active_days',
  sessions: 'dashboard.units.trips',
};
