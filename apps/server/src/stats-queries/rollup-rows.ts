import { sql, type SQL } from 'drizzle-orm';
import { addDays, periodEnd, type DayRange, type Granularity, type TransportMode } from '@mobiverte/contracts';

/** The days a rollup query reads: whole months from the monthly table, the other days from the daily one. */
export type RollupSplit = { months: DayRange | null; days: DayRange[] };

export function splitRange(range: DayRange): RollupSplit {
  const firstMonth = range.startDate.endsWith('-01')
    ? range.startDate
    : `${addDays(periodEnd('month', range.startDate), 1)}`;
  let lastMonth = `${range.endDate.slice(0, 7)}-01`;
  if (periodEnd('month', lastMonth) !== range.endDate) lastMonth = `${addDays(lastMonth, -1).slice(0, 7)}-01`;
  if (firstMonth > lastMonth) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.startDate < firstMonth) days.push({ startDate: range.startDate, endDate: addDays(firstMonth, -1) });
  const afterMonths = addDays(periodEnd('month', lastMonth), 1);
  if (afterMonths <= range.endDate) days.push({ startDate: afterMonths, endDate: range.endDate });
  return { months: { startDate: firstMonth, endDate: lastMonth }, days };
}

/** Every day from the daily table: for series finer than a month. */
const daysOnly = (range: DayRange): RollupSplit => ({ months: null, days: [range] });

export const ROLLUPS = {
  scope: { daily: 'stats_daily', monthly: 'stats_monthly' },
  participant: { daily: 'participant_stats_daily', monthly: 'participant_stats_monthly' },
  distance: { daily: 'stats_distance_daily', monthly: 'stats_distance_monthly' },
} as const;

/**
 * `select <columns> from monthly where … union all select <columns> from daily where …` over a split range.
 * `columns` receives the row's period column (`month` or `day`), so that callers can bucket it.
 */
export function rollupRows(
  tables: (typeof ROLLUPS)[keyof typeof ROLLUPS],
  split: RollupSplit,
  where: SQL,
  columns: (period: SQL) => SQL,
): SQL {
  const parts: SQL[] = [];
  if (split.months) {
    const { startDate, endDate } = split.months;
    parts.push(
      sql`select ${columns(sql.raw('month'))} from ${sql.raw(tables.monthly)} where ${where} and month between ${startDate}::date and ${endDate}::date`,
    );
  }
  if (split.days.length > 0) {
    const days = sql.join(
      split.days.map(({ startDate, endDate }) => sql`day between ${startDate}::date and ${endDate}::date`),
      sql` or `,
    );
    parts.push(sql`select ${columns(sql.raw('day'))} from ${sql.raw(tables.daily)} where ${where} and (${days})`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * `rollupRows` over a range with each row's bucket first (`<bucket> as bucket, <columns>`): whole months from the
 * monthly table for a monthly series, every day from the daily table for a finer one.
 */
export function bucketedRollupRows(
  tables: (typeof ROLLUPS)[keyof typeof ROLLUPS],
  range: DayRange,
  granularity: Granularity,
  where: SQL,
  columns: SQL,
): SQL {
  const split = granularity === 'month' ? splitRange(range) : daysOnly(range);
  return rollupRows(
    tables,
    split,
    where,
    (period) => sql`${bucketExpression(period, granularity, range)} as bucket, ${columns}`,
  );
}

/** The bucket of a period column: the day, or its week's Monday / month's first day, never before the range. */
export function bucketExpression(period: SQL, granularity: Granularity, range: DayRange): SQL {
  if (granularity === 'day') return sql`${period}`;
  return sql`greatest(date_trunc('${sql.raw(granularity)}', ${period}::timestamp)::date, ${range.startDate}::date)`;
}

export function modeFilter(modes: readonly TransportMode[] | undefined): SQL {
  if (!modes) return sql`true`;
  return sql`activity_type in (${sql.join(
    modes.map((mode) => sql`${mode}`),
    sql`, `,
  )})`;
}
