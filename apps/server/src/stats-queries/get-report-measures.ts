import { sql, type SQL } from 'drizzle-orm';
import type { DayRange, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { activeParticipantRows } from './active-days.ts';
import { MEASURE_COLUMN_LIST, ROLLUP_MEASURE_COLUMNS, sumMeasures, type RawMeasures } from './measures.ts';
import { rollupRows, ROLLUPS, splitRange } from './rollup-rows.ts';
import { TRIP_IN_FIGURES, tripInstantsFilter } from './trip-window.ts';

/** What a commuting report covers: an organisation (with its branches) or a city (with its organisations). */
export type ReportTarget = { kind: 'organisation'; organisationId: string } | { kind: 'city'; cityId: string };

export type ScopeModeMeasures = RawMeasures & {
  scopeType: 'organisation' | 'branch';
  scopeId: string;
  activityType: TransportMode;
};

/**
 * What a commuting report reads: the sustainable trips of an organisation and of each of its branches (or of
 * each organisation of a city) per mode over a range, from the scope rollups (whole months from the monthly table).
 */
export async function getReportMeasures(db: Db, report: ReportTarget, range: DayRange): Promise<ScopeModeMeasures[]> {
  const where: SQL =
    report.kind === 'organisation'
      ? sql`((scope_type = 'organisation' and scope_id = ${report.organisationId}::uuid)
          or (scope_type = 'branch' and scope_id in (select id from branches where organisation_id = ${report.organisationId}::uuid)))`
      : sql`scope_type = 'organisation' and scope_id in (select id from organisations where city_id = ${report.cityId}::uuid)`;
  const rows = rollupRows(
    ROLLUPS.scope,
    splitRange(range),
    sql`${where} and sessions > 0`,
    () => sql`scope_type, scope_id, activity_type, ${MEASURE_COLUMN_LIST}`,
  );
  const result = await executePrepared<ScopeModeMeasures>(
    db,
    sql`select scope_type as "scopeType", scope_id::text as "scopeId", activity_type as "activityType",
        ${sumMeasures(ROLLUP_MEASURE_COLUMNS)}
      from (${rows}) as rollup group by scope_type, scope_id, activity_type order by scope_type, scope_id, activity_type`,
  );
  return result.rows;
}

/**
 * Distinct participants with a sustainable trip in the range, per branch of an organisation (null: no branch) or
 * per organisation of a city, under the affiliation of their trips (`activeParticipantRows`).
 */
export async function countReportParticipants(
  db: Db,
  report: ReportTarget,
  range: DayRange,
): Promise<Map<string | null, number>> {
  const [where, column] =
    report.kind === 'organisation'
      ? [sql`organisation_id = ${report.organisationId}::uuid`, 'branch_id']
      : [
          sql`organisation_id in (select id from organisations where city_id = ${report.cityId}::uuid)`,
          'organisation_id',
        ];
  const rows = activeParticipantRows(range, where, sql.raw(`participant_id, ${column} as key`));
  const result = await executePrepared<{ key: string | null; participants: number }>(
    db,
    sql`select key::text as "key", count(distinct participant_id)::int as "participants" from (${rows}) as active group by key`,
  );
  return new Map(result.rows.map((row) => [row.key, row.participants]));
}

export type ReportModeParticipants = {
  /** The branch (null: none) or organisation; null with `total` for the whole report. */
  key: string | null;
  total: boolean;
  activityType: TransportMode;
  participants: number;
};

/**
 * Distinct participants with at least one sustainable trip in each mode over the range, per branch of an
 * organisation (null: no branch) or per organisation of a city, and for the whole report (`total`), under each
 * trip's affiliation. The rollups keep no participant per mode, so this reads the counted trips of the range
 * through the (organisation, start_time) index, as the statistics' breakdown does.
 */
export async function countReportModeParticipants(
  db: Db,
  report: ReportTarget,
  range: DayRange,
): Promise<ReportModeParticipants[]> {
  const [where, key] =
    report.kind === 'organisation'
      ? [
          sql`organisation_id = ${report.organisationId}::uuid`,
          sql`case when branch_id in (select id from branches where organisation_id = ${report.organisationId}::uuid)
            then branch_id end`,
        ]
      : [
          sql`organisation_id in (select id from organisations where city_id = ${report.cityId}::uuid)`,
          sql`organisation_id`,
        ];
  const { instants, localDays } = tripInstantsFilter(range);
  const result = await executePrepared<ReportModeParticipants>(
    db,
    sql`select key::text as "key", grouping(key) = 1 as "total", activity_type as "activityType",
        count(distinct participant_id)::int as "participants"
      from (select ${key} as key, activity_type, participant_id from trips
        where ${where} and ${instants} and ${localDays} and ${TRIP_IN_FIGURES}) as counted
      group by grouping sets ((key, activity_type), (activity_type))`,
  );
  return result.rows;
}
