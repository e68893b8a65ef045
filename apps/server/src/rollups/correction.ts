import { sql } from 'drizzle-orm';
import { periodStart } from '@mobiverte/contracts';
import type { NewTrip } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import { activeDayBit } from '../stats-queries/active-days.ts';
import { buildRollups, sortedByKey } from './build-rollups.ts';
import { upsertAdding } from './bulk-upsert.ts';
import { foldIntoRollups } from './rollups.repository.ts';
import type { Rollups } from './rollup-types.ts';

/** The summed fields of every rollup row (those a correction subtracts and adds). */
const SUMMED = new Set(['trips', 'sessions', 'distanceM', 'ghgMg', 'greenpoints', 'durationS', 'calories']);
/** Fields that are neither keys nor sums: the ORed days and the yearly first active day, fixed after the fold. */
const DERIVED = new Set(['activeDays', 'firstActiveDay']);

/**
 * The rows of `after` minus the rows of `before`, table by table: the sums subtracted key by key, the rows that
 * net to nothing left out. Derived fields (active days, first active day) are fixed from the data afterwards.
 */
function difference(before: Rollups, after: Rollups): Rollups {
  const result = {} as Record<keyof Rollups, unknown[]>;
  for (const table of Object.keys(after) as (keyof Rollups)[]) {
    const rows = new Map<string, Record<string, unknown>>();
    const add = (row: Record<string, unknown>, sign: 1 | -1) => {
      const keyFields = Object.keys(row).filter((field) => !SUMMED.has(field) && !DERIVED.has(field));
      const key = keyFields.map((field) => `${String(row[field] ?? '')}`).join('|');
      const merged = rows.get(key) ?? {
        ...Object.fromEntries(keyFields.map((field) => [field, row[field]])),
        ...('activeDays' in row ? { activeDays: 0 } : {}),
        ...('firstActiveDay' in row ? { firstActiveDay: null } : {}),
      };
      for (const field of Object.keys(row)) {
        if (SUMMED.has(field)) merged[field] = Number(merged[field] ?? 0) + sign * Number(row[field] ?? 0);
      }
      if (sign === 1 && 'activeDays' in row) merged.activeDays = row.activeDays;
      if (sign === 1 && 'firstActiveDay' in row) merged.firstActiveDay = row.firstActiveDay;
      rows.set(key, merged);
    };
    for (const row of before[table]) add(row as Record<string, unknown>, -1);
    for (const row of after[table]) add(row as Record<string, unknown>, 1);
    const changed = new Map([...rows].filter(([, row]) => [...SUMMED].some((field) => Number(row[field] ?? 0) !== 0)));
    result[table] = sortedByKey(changed);
  }
  return result as unknown as Rollups;
}

/**
 * A city admin's correction of one trip (its mode or distance) in the statistics, in the correction's
 * transaction: the rollups become what they would be had the trip been ingested corrected. The difference of
 * the two versions' rows is folded (a period the participant becomes active in is counted as at ingestion);
 * then the derived figures are set from the data: the month's active-day bit and the year's first active day,
 * and a period the participant is no longer active in leaves the active-participant counters.
 */
export async function foldCorrection(tx: Tx, before: NewTrip | null, after: NewTrip | null) {
  const empty = buildRollups([]);
  const old = before ? buildRollups([before]) : empty;
  const fresh = after ? buildRollups([after]) : empty;
  const trip = (before ?? after)!;
  const change = difference(old, fresh);
  // A yearly row names a first active day exactly when it counts sessions (its check): a difference that
  // changes the sessions names the trip's day (the smaller one stays; the real first day is set below).
  change.participantYearly = change.participantYearly.map((row) => ({
    ...row,
    firstActiveDay: Number(row.sessions) === 0 ? null : trip.localDay,
  }));
  await foldIntoRollups(tx, change);
  const participantId = trip.participantId;
  const day = trip.localDay;
  const month = periodStart('month', day);
  const year = periodStart('year', day);
  const bit = activeDayBit(day);
  await tx.execute(sql`
    update participant_stats_monthly set active_days = case
        when coalesce((select sessions from participant_stats_daily
          where participant_id = ${participantId}::uuid and day = ${day}::date), 0) > 0
        then active_days | ${bit}::int else active_days & ~${bit}::int end
      where participant_id = ${participantId}::uuid and month = ${month}::date`);
  await tx.execute(sql`
    update participant_stats_yearly y set first_active_day = (
        select min(t.local_day) from trips t
        where t.participant_id = y.participant_id and t.counted
          and (t.review_status is null or t.review_status = 'accepted')
          and t.local_day >= y.year and t.local_day < (y.year + interval '1 year')::date
          and t.city_id = y.city_id
          and t.organisation_id is not distinct from y.organisation_id
          and t.branch_id is not distinct from y.branch_id)
      where y.participant_id = ${participantId}::uuid and y.year = ${year}::date`);
  if (!before?.counted || after?.counted) return;
  // The trip no longer counts: the periods it was the participant's only sustainable trip in leave the counters.
  const [left] = (
    await tx.execute<{ day: number; month: number; week: number; year: number }>(sql`
      select
        coalesce((select sessions from participant_stats_daily
          where participant_id = ${participantId}::uuid and day = ${day}::date), 0) as day,
        coalesce((select sessions from participant_stats_monthly
          where participant_id = ${participantId}::uuid and month = ${month}::date), 0) as month,
        coalesce((select sessions from participant_periods where participant_id = ${participantId}::uuid
          and period_type = 'week' and period_start = ${periodStart('week', day)}::date), 0) as week,
        coalesce((select sessions from participant_periods where participant_id = ${participantId}::uuid
          and period_type = 'year' and period_start = ${year}::date), 0) as year`)
  ).rows;
  // The day no longer counts among the participant's days of activity (the users list's column).
  if (Number(left!.day) === 0)
    await tx.execute(sql`
      update participant_totals set active_days = active_days - 1
      where participant_id = ${participantId}::uuid and active_days > 0`);
  const starts = { day, month, week: periodStart('week', day), year } as const;
  const counters = (['day', 'week', 'month', 'year'] as const)
    .filter((periodType) => Number(left![periodType]) === 0)
    .flatMap((periodType) =>
      (
        [
          ['city', trip.cityId],
          ['organisation', trip.organisationId],
          ['branch', trip.branchId],
        ] as const
      )
        .filter(([, scopeId]) => scopeId)
        .map(([scopeType, scopeId]) => ({
          scopeType,
          scopeId: scopeId!,
          periodType,
          periodStart: starts[periodType],
          participants: -1,
        })),
    );
  await upsertAdding(tx, 'stats_active_participants', counters, {
    key: [
      ['scopeType', 'text'],
      ['scopeId', 'uuid'],
      ['periodType', 'text'],
      ['periodStart', 'date'],
    ],
    summed: [['participants', 'integer']],
  });
}

/**
 * A recomputation of stored trips' greenhouse gas avoided (a city's switch to per-mode factors applied to a past
 * period): only the sums change, never whether a trip counts, so the difference of the two versions' rows is
 * folded and no active day, first active day nor active-participant counter moves.
 */
export async function foldRecomputation(tx: Tx, before: NewTrip[], after: NewTrip[]) {
  const change = difference(buildRollups(before), buildRollups(after));
  // Its rows add no session: they name no first active day (the yearly rows' check), the stored one stays.
  change.participantYearly = change.participantYearly.map((row) => ({ ...row, firstActiveDay: null }));
  await foldIntoRollups(tx, change);
}
