/**
 * How to write the buckets of a series on a chart axis: "16 nov." for days and weeks, "nov." for months
 * (with the year when the series spans several years). Month buckets are the first day of each month.
 */
export function getBucketLabelOptions(buckets: readonly string[]): Intl.DateTimeFormatOptions {
  const years = new Set(buckets.map((bucket) => bucket.slice(0, 4)));
  const monthly = buckets.length > 1 && buckets.every((bucket) => bucket.endsWith('-01'));
  if (monthly) return years.size > 1 ? { month: 'short', year: '2-digit' } : { month: 'short' };
  return years.size > 1 ? { day: 'numeric', month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' };
}

/**
 * Buckets that start after today have no figures yet rather than zeros: a line chart then stops at today
 * instead of falling to the axis.
 */
export function blankFutureBuckets<T extends { bucket: string }, K extends keyof T>(
  series: readonly T[],
  today: string,
  keys: readonly K[],
): (Omit<T, K> & Record<K, T[K] | null>)[] {
  return series.map((point) =>
    point.bucket > today ? { ...point, ...Object.fromEntries(keys.map((key) => [key, null])) } : point,
  );
}
