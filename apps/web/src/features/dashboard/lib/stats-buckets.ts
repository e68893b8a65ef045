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

/** The points with their bucket written for an axis ("16 nov.", "nov."), by a date formatter of the reader's language. */
export function labelBuckets<T extends { bucket: string }>(
  points: readonly T[],
  formatDate: (isoDate: string, options: Intl.DateTimeFormatOptions) => string,
): T[] {
  const options = getBucketLabelOptions(points.map((point) => point.bucket));
  return points.map((point) => ({ ...point, bucket: formatDate(point.bucket, options) }));
}

/**
 * The bucket holding today (today itself, this week or this month): its figures are still growing. Null when
 * the series ended before today.
 */
export function findInProgressBucket(buckets: readonly string[], today: string, rangeEnd: string): string | null {
  if (today > rangeEnd) return null;
  return buckets.filter((bucket) => bucket <= today).at(-1) ?? null;
}

/**
 * Buckets from `from` on (the one in progress and those after it) have no figures yet rather than zeros: a
 * line chart then stops at the last complete bucket instead of falling to the axis.
 */
export function blankBucketsFrom<T extends { bucket: string }, K extends keyof T>(
  series: readonly T[],
  from: string | null,
  keys: readonly K[],
): (Omit<T, K> & Record<K, T[K] | null>)[] {
  return series.map((point) =>
    from !== null && point.bucket >= from ? { ...point, ...Object.fromEntries(keys.map((key) => [key, null])) } : point,
  );
}

/** One figure per bucket, split in two bars: complete buckets, and the one in progress drawn apart. */
export function splitInProgress<T extends { bucket: string }>(
  series: readonly T[],
  value: (point: T) => number,
  inProgress: string | null,
): { bucket: string; value: number | null; inProgress: number | null }[] {
  return series.map((point) => {
    if (point.bucket === inProgress) return { bucket: point.bucket, value: null, inProgress: value(point) };
    const future = inProgress !== null && point.bucket > inProgress;
    return { bucket: point.bucket, value: future ? null : value(point), inProgress: null };
  });
}
