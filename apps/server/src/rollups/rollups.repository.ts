import { sql } from 'drizzle-orm';
import type { statsActiveParticipants } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import { sortedByKey } from './build-rollups.ts';
import { upsertAdding } from './bulk-upsert.ts';
import type { ParticipantPeriodRow, Rollups } from './rollup-types.ts';

const SESSION_MEASURES = [
  ['sessions', 'integer'],
  ['distanceM', 'bigint'],
  ['ghgMg', 'bigint'],
  ['greenpoints', 'bigint'],
  ['durationS', 'bigint'],
  ['calories', 'bigint'],
] as const;
const MEASURES = [['trips', 'integer'], ...SESSION_MEASURES] as const;

type Affiliation = { cityId: string; organisationId: string | null; branchId: string | null };
type ActivePeriod = { periodType: (typeof statsActiveParticipants.$inferInsert)['periodType']; periodStart: string };
export type NewlyActive = ActivePeriod & Affiliation & { participantId: string };

/**
 * Adds the batch's figures to the rollups (day and month, participant and scope) in the trip's transaction,
 * and counts the participants who become active in a day, week, month or year with this batch. The
 * participant's own rows come first; the rows shared with every other participant of the city (scope rollups,
 * active-participant counters) last, so that their row locks are held for as short a time as possible.
 */
export async function foldIntoRollups(tx: Tx, rollups: Rollups) {
  await foldSharedRollups(tx, rollups, await foldParticipantSide(tx, rollups));
}

/**
 * The participant's own rows (their rollups and whole-history totals), under their lock: answers the periods in
 * which they become active, for `foldSharedRollups`. Ingestion runs what reads these rows (challenges, badges)
 * between the two halves, so that the shared rows are locked last.
 */
export async function foldParticipantSide(tx: Tx, rollups: Rollups): Promise<NewlyActive[]> {
  const newlyActive = await foldParticipantRollups(tx, rollups);
  await foldParticipantTotals(tx, rollups, newlyActive);
  return newlyActive;
}

/**
 * The rows every participant of the city shares (scope rollups, active-participant counters), in key order: their
 * row locks are held until the transaction ends, so they are written last.
 */
export async function foldSharedRollups(tx: Tx, rollups: Rollups, newlyActive: NewlyActive[]) {
  const scope = [
    ['scopeType', 'text'],
    ['scopeId', 'uuid'],
  ] as const;
  const mode = ['activityType', 'text'] as const;
  const band = ['distanceBand', 'integer'] as const;
  await upsertAdding(tx, 'stats_daily', rollups.daily, { key: [...scope, ['day', 'date'], mode], summed: MEASURES });
  await upsertAdding(tx, 'stats_monthly', rollups.monthly, {
    key: [...scope, ['month', 'date'], mode],
    summed: MEASURES,
  });
  await upsertAdding(tx, 'stats_distance_daily', rollups.distanceDaily, {
    key: [...scope, ['day', 'date'], mode, band],
    summed: SESSION_MEASURES,
  });
  await upsertAdding(tx, 'stats_distance_monthly', rollups.distanceMonthly, {
    key: [...scope, ['month', 'date'], mode, band],
    summed: SESSION_MEASURES,
  });
  await countNewlyActive(tx, newlyActive);
}

/**
 * Upserts the participant's rows (day, month, year under each trip's affiliation, and the week and year
 * counts of sessions) and returns the periods in which the participant
 * has its first sustainable trip with this batch: a row whose total of sessions equals what the batch added.
 */
async function foldParticipantRollups(tx: Tx, rollups: Rollups) {
  const newlyActive: NewlyActive[] = [];
  const collect = (
    periodType: ActivePeriod['periodType'],
    added: { participantId: string; periodStart: string; sessions: number; affiliation: Affiliation }[],
    totals: Map<string, number>,
  ) => {
    for (const row of added) {
      if (row.sessions > 0 && totals.get(`${row.participantId}|${row.periodStart}`) === row.sessions)
        newlyActive.push({
          participantId: row.participantId,
          periodType,
          periodStart: row.periodStart,
          ...row.affiliation,
        });
    }
  };
  const affiliationOf = (row: Affiliation): Affiliation => ({
    cityId: row.cityId,
    organisationId: row.organisationId,
    branchId: row.branchId,
  });
  const activeDays = [['activeDays', 'integer']] as const;
  for (const [table, period, rows, ored] of [
    ['participant_stats_daily', 'day', rollups.participantDaily, []],
    ['participant_stats_monthly', 'month', rollups.participantMonthly, activeDays],
  ] as const) {
    const periodRows = rows.map((row) => ({ ...row, periodStart: 'day' in row ? row.day : row.month }));
    const saved = await upsertAdding<
      (typeof periodRows)[number],
      { participantId: string; periodStart: string; sessions: number }
    >(
      tx,
      table,
      periodRows,
      {
        key: [
          ['participantId', 'uuid'],
          ['periodStart', 'date', period],
        ],
        replaced: [
          ['cityId', 'uuid'],
          ['organisationId', 'uuid'],
          ['branchId', 'uuid'],
        ],
        summed: MEASURES,
        ored,
      },
      `participant_id as "participantId", ${period}::text as "periodStart", sessions`,
    );
    collect(
      period,
      periodRows.map((row) => ({ ...row, affiliation: affiliationOf(row) })),
      new Map(saved.map((row) => [`${row.participantId}|${row.periodStart}`, Number(row.sessions)])),
    );
  }
  await upsertAdding(tx, 'participant_stats_yearly', rollups.participantYearly, {
    key: [
      ['participantId', 'uuid'],
      ['year', 'date'],
      ['cityId', 'uuid'],
      ['organisationId', 'uuid'],
      ['branchId', 'uuid'],
    ],
    summed: MEASURES,
    leastWhileSessions: [['firstActiveDay', 'date']],
  });
  if (rollups.participantPeriods.length > 0) {
    const saved = await upsertAdding<
      ParticipantPeriodRow,
      { participantId: string; periodType: string; periodStart: string; sessions: number }
    >(
      tx,
      'participant_periods',
      rollups.participantPeriods,
      {
        key: [
          ['participantId', 'uuid'],
          ['periodType', 'text'],
          ['periodStart', 'date'],
        ],
        summed: [['sessions', 'integer']],
      },
      'participant_id as "participantId", period_type as "periodType", period_start::text as "periodStart", sessions',
    );
    const latest = affiliationOf(rollups.participantDaily.at(-1)!);
    for (const periodType of ['week', 'year'] as const) {
      collect(
        periodType,
        rollups.participantPeriods
          .filter((row) => row.periodType === periodType)
          .map((row) => ({ ...row, affiliation: latest })),
        new Map(
          saved
            .filter((row) => row.periodType === periodType)
            .map((row) => [`${row.participantId}|${row.periodStart}`, Number(row.sessions)]),
        ),
      );
    }
  }
  return newlyActive;
}

/**
 * Adds the batch to each participant's whole history (the users list): per mode, in all (with the days that
 * become active and the latest trip's start), then the primary mode (most sessions) of the participants touched.
 */
async function foldParticipantTotals(tx: Tx, rollups: Rollups, newlyActive: NewlyActive[]) {
  if (rollups.participantTotals.length === 0) return;
  await upsertAdding(tx, 'participant_mode_totals', rollups.participantModeTotals, {
    key: [
      ['participantId', 'uuid'],
      ['activityType', 'text'],
    ],
    summed: MEASURES,
  });
  const newDays = new Map<string, number>();
  for (const period of newlyActive) {
    if (period.periodType === 'day') newDays.set(period.participantId, (newDays.get(period.participantId) ?? 0) + 1);
  }
  const totals = rollups.participantTotals.map((row) => ({
    ...row,
    activeDays: newDays.get(row.participantId) ?? 0,
  }));
  await upsertAdding(tx, 'participant_totals', totals, {
    key: [['participantId', 'uuid']],
    replaced: [['cityId', 'uuid']],
    summed: [...MEASURES, ['activeDays', 'integer']],
    greatest: [['lastTripAt', 'timestamptz']],
  });
  await tx.execute(sql`
    update participant_totals t set primary_mode = (
      select m.activity_type from participant_mode_totals m
      where m.participant_id = t.participant_id and m.sessions > 0
      order by m.sessions desc, m.distance_m desc, m.activity_type limit 1)
    where t.participant_id = any(${sql.param(totals.map((row) => row.participantId))}::uuid[])`);
}

async function countNewlyActive(tx: Tx, periods: NewlyActive[]) {
  const counters = new Map<string, typeof statsActiveParticipants.$inferInsert>();
  for (const period of periods) {
    const scopes = [
      ['city', period.cityId],
      ['organisation', period.organisationId],
      ['branch', period.branchId],
    ] as const;
    for (const [scopeType, scopeId] of scopes) {
      if (!scopeId) continue;
      const key = `${scopeType}|${scopeId}|${period.periodType}|${period.periodStart}`;
      const counter = counters.get(key) ?? {
        scopeType,
        scopeId,
        periodType: period.periodType,
        periodStart: period.periodStart,
        participants: 0,
      };
      counter.participants! += 1;
      counters.set(key, counter);
    }
  }
  await upsertAdding(tx, 'stats_active_participants', sortedByKey(counters), {
    key: [
      ['scopeType', 'text'],
      ['scopeId', 'uuid'],
      ['periodType', 'text'],
      ['periodStart', 'date'],
    ],
    summed: [['participants', 'integer']],
  });
}
