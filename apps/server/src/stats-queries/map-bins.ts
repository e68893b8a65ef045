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
 * (`all`) without a modes filter; `people and modes` adds each mode's rows to those (the corridors' trips per mode).
 */
function binRows(
  table: 'map_cells' | 'map_corridors',
  query: MapBinQuery,
  columns: SQL,
  extra: SQL,
  rows: 'people' | 'people and modes' = 'people',
) {
  const hours = query.hours ? sql`hour = any(${sql.param(query.hours)}::smallint[])` : sql`hour = ${ALL_HOURS}`;
  const modes = query.modes
    ? sql`mode = any(${sql.param(query.modes)}::text[])`
    : query.hours
      ? sql`mode = any(${sql.param(STORED_MODES)}::text[])`
      : rows === 'people'
        ? sql`mode = ${ALL_MODES}`
        : sql`mode = any(${sql.param([...STORED_MODES, ALL_MODES])}::text[])`;
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
 * Each stored row with each member of its participant set, `first` on one line per row, so that one grouping gives
 * a bin's trips (`sum(trips) filter (where first and people)`) and its distinct participants up to the cap: a bin
 * with a `people` row at the cap (`widest`, over the bin's rows by a window) has that many, and the sets of the
 * others are all complete, their union counted (decision 0014); rows of a bin at the cap are not unnested. One
 * pass, no join: PGlite keeps no statistics (no autovacuum), and with its estimates of one row per part the earlier
 * joins of the bins with their own totals ran as nested loops (13 s for an organisation's year of corridors, 2 min
 * for a city's). Run as unnamed statements (`db.execute`): their row counts vary by orders of magnitude with the
 * range and the filters, and a generic plan (a named statement's, after a few runs) chose nested loops over tens
 * of thousands of rows.
 */
const cap = MAP_PARTICIPANTS_CAP;
const membersOf = (rows: SQL, bin: 'cell' | 'from_cell, to_cell') =>
  sql`(select w.*, u.x, coalesce(u.n, 1) = 1 as first from (select r.*, max(cardinality(r.participants))
      filter (where r.people) over (partition by ${sql.raw(bin)}) as widest from (${rows}) r) w
    left join lateral unnest(case when w.people and w.widest < ${cap} then w.participants end)
      with ordinality u(x, n) on true) e`;
const CAPPED_FIGURES = sql.raw(`sum(trips) filter (where first and people)::int as trips,
  (case when max(widest) >= ${cap} then ${cap} else least(count(distinct x), ${cap}) end)::int as participants`);

/** The cells of one kind (0 passed through, 1 started, 2 ended) with their figures, cell as a decimal H3 index. */
export async function readMapCells(db: Db, query: MapBinQuery, kind: number) {
  const rows = binRows('map_cells', query, sql`cell, trips, participants, true as people`, sql`kind = ${kind}`);
  const result = await db.execute<{ cell: string; trips: number; participants: number }>(
    sql`select cell::text as cell, ${CAPPED_FIGURES} from ${membersOf(rows, 'cell')} group by cell`,
  );
  return result.rows.map((row) => ({
    cell: row.cell,
    trips: Number(row.trips),
    participants: Number(row.participants),
  }));
}

/**
 * The corridors with their figures (from the `all` rows without filters, else from the rows of the modes asked for)
 * and their trips per mode (each mode's rows), in one read of the rows.
 */
export async function readMapCorridors(db: Db, query: MapBinQuery) {
  const people = query.hours || query.modes ? sql`true` : sql`mode = ${ALL_MODES}`;
  const rows = binRows(
    'map_corridors',
    query,
    sql`from_cell, to_cell, mode, trips, participants, ${people} as people`,
    sql`true`,
    'people and modes',
  );
  const result = await db.execute<{
    fromCell: string;
    toCell: string;
    modes: string[];
    modeTrips: number[];
    trips: number;
    participants: number;
  }>(
    sql`select from_cell::text as "fromCell", to_cell::text as "toCell", ${CAPPED_FIGURES},
        array_agg(mode) filter (where first and mode <> ${ALL_MODES}) as modes,
        array_agg(trips) filter (where first and mode <> ${ALL_MODES}) as "modeTrips"
      from ${membersOf(rows, 'from_cell, to_cell')} group by from_cell, to_cell`,
  );
  return result.rows.map(({ fromCell, toCell, modes, modeTrips, trips, participants }) => {
    const byMode: Record<string, number> = {};
    (modes ?? []).forEach((mode, index) => (byMode[mode] = (byMode[mode] ?? 0) + Number(modeTrips[index])));
    return { fromCell, toCell, modes: byMode, trips: Number(trips), participants: Number(participants) };
  });
}
