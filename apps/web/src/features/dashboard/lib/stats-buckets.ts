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
