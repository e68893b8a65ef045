import { and, between, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  cities,
  citySettings,
  happyHours,
  organisationSettings,
  participants,
  type statsActiveParticipants,
  trips,
} from '../../db/schema/index.ts';
import { sortedByKey } from './trip-rollups.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewTrip = typeof trips.$inferInsert;
export type Measures = {
  trips: number;
  sessions: number;
  distanceM: number;
  ghgMg: number;
  greenpoints: number;
  durationS: number;
  calories: number;
};
export type ScopeRollup = {
  scopeType: 'city' | 'organisation' | 'branch';
  scopeId: string;
  activityType: NewTrip['activityType'];
} & Measures;
/** A row of the distance rollups: sustainable trips only, per scope × day or month × mode × distance band. */
export type DistanceRollup = {
  scopeType: ScopeRollup['scopeType'];
  scopeId: string;
  activityType: NewTrip['activityType'];
  distanceBand: number;
} & Omit<Measures, 'trips'>;
export type ParticipantPeriodRow = {
  participantId: string;
  periodType: 'week' | 'year';
  periodStart: string;
  sessions: number;
};
export type ParticipantRollup = {
  participantId: string;
  cityId: string;
  organisationId: string | null;
  branchId: string | null;
  /** Monthly rows: bit d − 1 for each day d of the month with a sustainable trip. */
  activeDays?: number;
  /** Yearly rows: the first day of the year with a sustainable trip (null without one). */
  firstActiveDay?: string | null;
} & Measures;

/**
 * Locks the participant's row for the rest of the transaction, with its city's time zone: one participant's
 * trips are folded, and its points spent, one transaction at a time.
 */
export async function lockParticipant(tx: Tx, participantId: string) {
  const [row] = await tx
    .select({ participant: participants, timezone: cities.timezone })
    .from(participants)
    .innerJoin(cities, eq(cities.id, participants.cityId))
    .where(eq(participants.id, participantId))
    .for('update', { of: participants });
  return row;
}

/** The locked participant with its city's settings and its organisation's limits. */
export async function lockParticipantContext(tx: Tx, participantId: string) {
  const row = await lockParticipant(tx, participantId);
  if (!row) return undefined;
  const [settings] = await tx.select().from(citySettings).where(eq(citySettings.cityId, row.participant.cityId));
  const [organisation] = row.participant.organisationId
    ? await tx
        .select()
        .from(organisationSettings)
        .where(eq(organisationSettings.organisationId, row.participant.organisationId))
    : [];
  return { ...row, settings, limits: organisation?.limits ?? {} };
}

export async function findTripsByClientIds(tx: Tx, participantId: string, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  return tx
    .select()
    .from(trips)
    .where(and(eq(trips.participantId, participantId), sql`${trips.clientId} = any(${sql.param(clientIds)}::text[])`));
}

export async function findTripWindowsBetween(tx: Tx, participantId: string, from: Date, to: Date) {
  return tx
    .select({ startTime: trips.startTime, endTime: trips.endTime })
    .from(trips)
    .where(and(eq(trips.participantId, participantId), lt(trips.startTime, to), gt(trips.endTime, from)));
}

export async function findHappyHoursBetween(tx: Tx, cityId: string, from: Date, to: Date) {
  return tx
    .select({ startsAt: happyHours.startsAt, endsAt: happyHours.endsAt, multiplier: happyHours.multiplier })
    .from(happyHours)
    .where(and(eq(happyHours.cityId, cityId), lt(happyHours.startsAt, to), gt(happyHours.endsAt, from)));
}

export async function countCountedManualTrips(tx: Tx, participantId: string, fromDay: string, toDay: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(trips)
    .where(
      and(
        eq(trips.participantId, participantId),
        eq(trips.source, 'manual'),
        eq(trips.counted, true),
        between(trips.localDay, fromDay, toDay),
      ),
    );
  return row?.value ?? 0;
}

/** A row's field, the SQL type of its column and the column's name (by default, the field's in snake_case). */
type Column<T> = readonly [field: keyof T & string, type: string, column?: string];
const columnName = <T>([field, , column]: Column<T>) =>
  column ?? field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const columnNames = <T>(columns: readonly Column<T>[]) => columns.map(columnName).join(', ');
const toArrayValue = (value: unknown) =>
  value === undefined ? null : value instanceof Date ? value.toISOString() : value;

/**
 * The rows' values column by column, each sent as one array parameter and read back with
 * `unnest($1::type[], …)`: a short statement of fixed text whatever the number of rows, instead of one
 * parameter per value (building and sending those was most of the ingestion's time). Rows keep their order.
 */
function unnestColumns<T>(rows: readonly T[], columns: readonly Column<T>[]) {
  return sql.join(
    columns.map(([key, type]) => sql`${sql.param(rows.map((row) => toArrayValue(row[key])))}::${sql.raw(type)}[]`),
    sql`, `,
  );
}

const SESSION_MEASURES = [
  ['sessions', 'integer'],
  ['distanceM', 'bigint'],
  ['ghgMg', 'bigint'],
  ['greenpoints', 'bigint'],
  ['durationS', 'bigint'],
  ['calories', 'bigint'],
] as const;
const MEASURES = [['trips', 'integer'], ...SESSION_MEASURES] as const;

/**
 * Inserts the rows in their order, or adds their `summed` columns to the stored row of the same `key` (and
 * overwrites its `replaced` columns, merges its `ored` bits and keeps the smaller of its `least` values); answers
 * the `returning` columns of every row written.
 */
async function upsertAdding<T, R extends Record<string, unknown> = Record<string, never>>(
  tx: Tx,
  table: string,
  rows: readonly T[],
  columns: {
    key: readonly Column<T>[];
    summed: readonly Column<T>[];
    replaced?: readonly Column<T>[];
    ored?: readonly Column<T>[];
    /** Columns that keep the smaller value (`least` ignores nulls). */
    least?: readonly Column<T>[];
  },
  returning?: string,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const { key, summed, replaced = [], ored = [], least = [] } = columns;
  const written = [...key, ...replaced, ...summed, ...ored, ...least];
  const set = [
    ...summed.map(columnName).map((name) => `${name} = ${table}.${name} + excluded.${name}`),
    ...replaced.map(columnName).map((name) => `${name} = excluded.${name}`),
    ...ored.map(columnName).map((name) => `${name} = ${table}.${name} | excluded.${name}`),
    ...least.map(columnName).map((name) => `${name} = least(${table}.${name}, excluded.${name})`),
  ].join(', ');
  const result = await tx.execute<R>(sql`
    insert into ${sql.raw(table)} (${sql.raw(columnNames(written))})
    select * from unnest(${unnestColumns(rows, written)})
    on conflict (${sql.raw(columnNames(key))}) do update set ${sql.raw(set)}
    ${sql.raw(returning ? `returning ${returning}` : '')}`);
  return result.rows as R[];
}

/** The trip's own columns, the owner's (participant, city, organisation, branch) aside. */
const TRIP_COLUMNS: readonly Column<NewTrip>[] = [
  ['clientId', 'text'],
  ['activityType', 'text'],
  ['startTime', 'timestamptz'],
  ['endTime', 'timestamptz'],
  ['localDay', 'date'],
  ['distanceM', 'integer'],
  ['durationS', 'integer'],
  ['geometry', 'text'],
  ['source', 'text'],
  ['counted', 'boolean'],
  ['reason', 'text'],
  ['countedDistanceM', 'integer'],
  ['ghgMg', 'bigint'],
  ['greenpoints', 'integer'],
  ['calories', 'integer'],
  ['happyHourMultiplier', 'numeric'],
];

/**
 * Stores one participant's trips, and the `sessions` ledger entry of every credited one (dated at the trip's
 * end), in one statement.
 */
export async function insertTripsWithCredits(
  tx: Tx,
  owner: { participantId: string; cityId: string; organisationId: string | null; branchId: string | null },
  rows: NewTrip[],
) {
  if (rows.length === 0) return;
  const values = unnestColumns(rows, TRIP_COLUMNS);
  await tx.execute(sql`
    with inserted as (
      insert into trips (participant_id, city_id, organisation_id, branch_id, ${sql.raw(columnNames(TRIP_COLUMNS))})
      select ${owner.participantId}::uuid, ${owner.cityId}::uuid, ${owner.organisationId}::uuid, ${owner.branchId}::uuid, t.*
      from unnest(${values}) as t
      returning id, greenpoints, counted, end_time
    )
    insert into greenpoint_transactions (participant_id, city_id, transaction_type, point_kind, transaction_value,
      created_by, trip_id, created_at)
    select ${owner.participantId}::uuid, ${owner.cityId}::uuid, 'sessions', 'greenpoint', greenpoints, 'trips', id, end_time
    from inserted where counted and greenpoints > 0`);
}

export async function creditBalance(tx: Tx, participantId: string, points: number) {
  if (points === 0) return;
  await tx
    .update(participants)
    .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${points}` })
    .where(eq(participants.id, participantId));
}

type Affiliation = { cityId: string; organisationId: string | null; branchId: string | null };
type ActivePeriod = { periodType: (typeof statsActiveParticipants.$inferInsert)['periodType']; periodStart: string };
type Rollups = {
  daily: (ScopeRollup & { day: string })[];
  monthly: (ScopeRollup & { month: string })[];
  participantDaily: (ParticipantRollup & { day: string })[];
  participantMonthly: (ParticipantRollup & { month: string })[];
  participantYearly: (ParticipantRollup & { year: string })[];
  participantPeriods: ParticipantPeriodRow[];
  distanceDaily: (DistanceRollup & { day: string })[];
  distanceMonthly: (DistanceRollup & { month: string })[];
};

/**
 * Adds the batch's figures to the rollups (day and month, participant and scope) in the trip's transaction,
 * and counts the participants who become active in a day, week, month or year with this batch. The
 * participant's own rows come first; the rows shared with every other participant of the city (scope rollups,
 * active-participant counters) last, so that their row locks are held for as short a time as possible.
 */
export async function foldIntoRollups(tx: Tx, rollups: Rollups) {
  const newlyActive = await foldParticipantRollups(tx, rollups);
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
  const newlyActive: (ActivePeriod & Affiliation)[] = [];
  const collect = (
    periodType: ActivePeriod['periodType'],
    added: { participantId: string; periodStart: string; sessions: number; affiliation: Affiliation }[],
    totals: Map<string, number>,
  ) => {
    for (const row of added) {
      if (row.sessions > 0 && totals.get(`${row.participantId}|${row.periodStart}`) === row.sessions)
        newlyActive.push({ periodType, periodStart: row.periodStart, ...row.affiliation });
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
    least: [['firstActiveDay', 'date']],
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

async function countNewlyActive(tx: Tx, periods: (ActivePeriod & Affiliation)[]) {
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
