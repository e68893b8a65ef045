import { sql, type SQL } from 'drizzle-orm';
import { MAP_MODES, MAP_PARTICIPANTS_CAP, type DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { ALL_HOURS, ALL_MODES } from '../rollups/map-bin-rows.ts';
import { splitRange } from './rollup-rows.ts';

/** Whose trips, when and how: one scope, a range of the city's days, local hours (null: all) and modes (null: all). */
export type MapBinQuery = {
  scopeType: 'city' | 'organisation';
  scopeId: string;
  range: DayRange;
  hours: number[] | null;
  modes: string[] | null;
};

/** A bin's figures over the request: its trips, and its distinct participants up to the cap. */
export type MapBinFigures = { trips: number; participants: number };

const STORED_MODES = MAP_MODES as readonly string[];

/**
 * The stored rows that make up the request: whole months from the monthly rows, the other days from the daily
 * ones. `people` rows give the trips and participants: every hour's (hour 24) without an hours filter, every mode's
 * (`all`) without a modes filter; `modes` rows give the trips per mode (corridors), never the `all` rows.
 */
function binRows(
  table: 'map_cells' | 'map_corridors',
  query: MapBinQuery,
  columns: SQL,
  extra: SQL,
  rows: 'people' | 'modes' = 'people',
) {
  const hours = query.hours ? sql`hour = any(${sql.param(query.hours)}::smallint[])` : sql`hour = ${ALL_HOURS}`;
  const modes = query.modes
    ? sql`mode = any(${sql.param(query.modes)}::text[])`
    : query.hours || rows === 'modes'
      ? sql`mode = any(${sql.param(STORED_MODES)}::text[])`
      : sql`mode = ${ALL_MODES}`;
  const where = sql`scope_type = ${query.scopeType} and scope_id = ${query.scopeId}::uuid and ${extra} and ${hours} and ${modes}`;
  const split = splitRange(query.range);
  const parts: SQL[] = [];
  if (split.months) {
    parts.push(sql`select ${columns} from ${sql.raw(table)} where ${where} and period_type = 'month'
      and period_start between ${split.months.startDate}::date and ${split.months.endDate}::date`);
  }
  for (const days of split.days) {
    parts.push(sql`select ${columns} from ${sql.raw(table)} where ${where} and period_type = 'day'
      and period_start between ${days.startDate}::date and ${days.endDate}::date`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Per bin, the summed trips and min(distinct participants, cap): a bin with a stored set at the cap has at least
 * that many; the others' sets are all complete, and their union is counted (decision 0014). Run as unnamed
 * statements (`db.execute`): their row counts vary by orders of magnitude with the range and the filters, and a
 * generic plan (a named statement's, after a few runs) chose nested loops over tens of thousands of rows.
 */
const CAPPED_FIGURES = sql.raw(`sum(trips)::int as trips, max(cardinality(participants)) as widest`);
const cap = MAP_PARTICIPANTS_CAP;

/** The cells of one kind (0 passed through, 1 started, 2 ended) with their figures, cell as a decimal H3 index. */
export async function readMapCells(db: Db, query: MapBinQuery, kind: number) {
  const rows = binRows('map_cells', query, sql`cell, trips, participants`, sql`kind = ${kind}`);
  const result = await db.execute<{ cell: string; trips: number; participants: number }>(
    sql`with r as (${rows}),
      totals as (select cell, ${CAPPED_FIGURES} from r group by cell),
      counted as (select r.cell, count(distinct p)::int as n from r join totals using (cell)
        cross join lateral unnest(r.participants) p where totals.widest < ${cap} group by r.cell)
      select totals.cell::text as cell, totals.trips,
        case when totals.widest >= ${cap} then ${cap} else least(coalesce(counted.n, 0), ${cap}) end as participants
      from totals left join counted using (cell)`,
  );
  return result.rows.map((row) => ({
    cell: row.cell,
    trips: Number(row.trips),
    participants: Number(row.participants),
  }));
}

/**
 * The corridors with their figures, and the trips per mode of those that reach `minParticipants` (the others'
 * modes are not read: they are never sent).
 */
export async function readMapCorridors(db: Db, query: MapBinQuery, minParticipants: number) {
  const people = binRows('map_corridors', query, sql`from_cell, to_cell, trips, participants`, sql`true`);
  const byMode = binRows('map_corridors', query, sql`from_cell, to_cell, mode, trips`, sql`true`, 'modes');
  const result = await db.execute<{
    fromCell: string;
    toCell: string;
    modes: Record<string, number> | string | null;
    trips: number;
    participants: number;
  }>(
    sql`with p as (${people}),
      totals as (select from_cell, to_cell, ${CAPPED_FIGURES} from p group by from_cell, to_cell),
      counted as (select p.from_cell, p.to_cell, count(distinct x)::int as n from p join totals using (from_cell, to_cell)
        cross join lateral unnest(p.participants) x where totals.widest < ${cap} group by p.from_cell, p.to_cell),
      figures as (select totals.from_cell, totals.to_cell, totals.trips,
          case when totals.widest >= ${cap} then ${cap} else least(coalesce(counted.n, 0), ${cap}) end as participants
        from totals left join counted using (from_cell, to_cell)),
      m as (${byMode}),
      per_mode as (select m.from_cell, m.to_cell, m.mode, sum(m.trips)::int as trips from m
        join figures f using (from_cell, to_cell) where f.participants >= ${minParticipants}
        group by m.from_cell, m.to_cell, m.mode),
      modes as (select from_cell, to_cell, json_object_agg(mode, trips) as modes from per_mode group by from_cell, to_cell)
      select f.from_cell::text as "fromCell", f.to_cell::text as "toCell", modes.modes, f.trips, f.participants
      from figures f left join modes using (from_cell, to_cell)`,
  );
  return result.rows.map((row) => ({
    ...row,
    modes: (typeof row.modes === 'string' ? JSON.parse(row.modes) : (row.modes ?? {})) as Record<string, number>,
    trips: Number(row.trips),
    participants: Number(row.participants),
  }));
}
