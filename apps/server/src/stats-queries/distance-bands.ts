/**
 * Distance bands of the distance rollups (`stats_distance_daily`, `stats_distance_monthly`): band 2k holds
 * the trips of exactly k km (a recorded distance of 1000k m), band 2k + 1 those strictly between k and k + 1 km.
 * Bounds in whole km, both included, are then exactly a range of bands: [a, b] km is bands 2a to 2b.
 */
export function distanceBandOf(distanceM: number): number {
  return Math.floor(distanceM / 1000) * 2 + (distanceM % 1000 === 0 ? 0 : 1);
}

/** The bands of whole-km bounds, both included; no upper bound reads every band from the lower one. */
export function bandsOf(minKm: number | undefined, maxKm: number | undefined): { from: number; to: number | null } {
  return { from: (minKm ?? 0) * 2, to: maxKm === undefined ? null : maxKm * 2 };
}
