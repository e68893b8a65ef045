import type { TransportMode } from '@mobiverte/contracts';
import { addMeasures, emptyMeasures, type BucketModeMeasures, type RawMeasures } from '../../stats-queries/measures.ts';

/** Stored units to API units: km, kg, minutes (two decimals); points, sessions and calories stay integers. */
export function toApiMeasures(raw: RawMeasures) {
  return {
    distanceKm: raw.distanceM / 1000,
    ghgKg: raw.ghgMg / 1_000_000,
    greenpoints: raw.greenpoints,
    sessions: raw.sessions,
    durationMin: Math.round(raw.durationS / 0.6) / 100,
    calories: raw.calories,
  };
}

/**
 * Totals, breakdown by mode (modes with at least one session, most sessions first) and one series entry per
 * bucket (empty buckets included) from rows grouped by bucket and mode.
 */
export function summariseMeasures(rows: readonly BucketModeMeasures[], buckets: readonly string[]) {
  const totals = emptyMeasures();
  const byMode = new Map<TransportMode, RawMeasures>();
  const byBucket = new Map<string, RawMeasures>(buckets.map((bucket) => [bucket, emptyMeasures()]));
  for (const row of rows) {
    addMeasures(totals, row);
    byMode.set(row.activityType, addMeasures(byMode.get(row.activityType) ?? emptyMeasures(), row));
    const bucket = byBucket.get(row.bucket);
    if (bucket) addMeasures(bucket, row);
  }
  return {
    totals,
    byMode: [...byMode.entries()]
      .map(([activityType, measures]) => ({ activityType, ...measures }))
      .filter((mode) => mode.sessions > 0)
      .sort(
        (a, b) => b.sessions - a.sessions || b.distanceM - a.distanceM || a.activityType.localeCompare(b.activityType),
      ),
    series: [...byBucket.entries()].map(([bucket, measures]) => ({ bucket, ...measures })),
  };
}
