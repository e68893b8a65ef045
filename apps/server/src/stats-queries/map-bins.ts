import { sql, type SQL } from 'drizzle-orm';
import { addDays, MAP_MODES, MAP_PARTICIPANTS_CAP, periodEnd, type DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { ALL_HOURS, ALL_MODES, CELL_KINDS, CORRIDOR_MODE_SLOTS } from '../rollups/map-bin-rows.ts';
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
 * The range to read in stored rows: a month that the range covers only in part is read whole, from its monthly row,
 * when the scope has no daily row on that month's days outside the range — "this month" or "this year" up to
 * today, whose days after today hold no trips, read one row per bin for the month instead of one per day. Every
 * trip on the maps has a row of kind 0, every hour and every mode, for its day in each of its scopes, and rows
 * without trips are deleted, so no such row means no trip on those days: the monthly row holds exactly the
 * range's trips and participants. The fold writes a trip's daily and monthly rows in one transaction; callers read
 * this and the rows in one snapshot (`readMapSnapshot`).
 */
export async function storedRange(db: Db, query: MapBinQuery): Promise<DayRange> {
  const { startDate, endDate } = query.range;
  const firstMonthStart = `${startDate.slice(0, 7)}-01`;
  const lastMonthEnd = periodEnd('month', `${endDate.slice(0, 7)}-01`);
  const daysWithTrips = (from: string, to: string) =>
    from > to
      ? sql`false`
      : sql`exists (select 1 from map_cells where scope_type = ${query.scopeType} and scope_id = ${query.scopeId}::uuid
          and kind = ${CELL_KINDS.passed} and hour = ${ALL_HOURS} and mode = ${ALL_MODES} and period_type = 'day'
          and period_start between ${from}::date and ${to}::date)`;
  const result = await db.execute<{ before: boolean; after: boolean }>(
    sql`select ${daysWithTrips(firstMonthStart, addDays(startDate, -1))} as before,
      ${daysWithTrips(addDays(endDate, 1), lastMonthEnd)} as after`,
  );
  const [{ before, after }] = result.rows as [{ before: boolean; after: boolean }];
  return { startDate: before ? startDate : firstMonthStart, endDate: after ? endDate : lastMonthEnd };
}

/**
 * Reads of one map request in one snapshot (repeatable read, read only), given the query with its `storedRange`, so
 * that the range chosen and the rows read agree while the fold job commits beside them.
 */
export function readMapSnapshot<T>(db: Db, query: MapBinQuery, read: (db: Db, query: MapBinQuery) => Promise<T>) {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '32MB'`);
      return read(tx as unknown as Db, { ...query, range: await storedRange(tx as unknown as Db, query) });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The stored rows that make up the request: whole months from the monthly rows, the other days from the daily
 * ones; every hour's rows (hour 24) without an hours filter, else the hours' rows of every mode (or of the modes
 * asked for); every mode's (`all`) without any filter.
 */
function binRows(table: 'map_cells' | 'map_corridors', query: MapBinQuery, columns: SQL, extra: SQL) {
  const hours = query.hours ? sql`hour = any(${sql.param(query.hours)}::smallint[])` : sql`hour = ${ALL_HOURS}`;
  const modes = query.modes
    ? sql`mode = any(${sql.param(query.modes)}::text[])`
    : query.hours
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
 * Each stored row with each member of its participant set, `first` on one line per row, so that one grouping gives
 * a bin's trips (`sum(trips) filter (where first)`) and its distinct participants up to the cap: a bin
 * with a row at the cap (`widest`, over the bin's rows by a window) has that many, and the sets of the
 * others are all complete, their union counted (decision 0014); rows of a bin at the cap are not unnested. One
 * pass, no join: PGlite keeps no statistics (no autovacuum), and with its estimates of one row per part the earlier
 * joins of the bins with their own totals ran as nested loops (13 s for an organisation's year of corridors, 2 min
 * for a city's). Run as unnamed statements (`db.execute`): their row counts vary by orders of magnitude with the
 * range and the filters, and a generic plan (a named statement's, after a few runs) chose nested loops over tens
 * of thousands of rows.
 */
const cap = MAP_PARTICIPANTS_CAP;
const membersOf = (rows: SQL, bin: 'kind, cell' | 'from_cell, to_cell') =>
  sql`(select w.*, u.x, coalesce(u.n, 1) = 1 as first from (select r.*, max(cardinality(r.participants))
      over (partition by ${sql.raw(bin)}) as widest from (${rows}) r) w
    left join lateral unnest(case when w.widest < ${cap} then w.participants end)
      with ordinality u(x, n) on true) e`;
const CAPPED_FIGURES = sql.raw(`sum(trips) filter (where first)::int as trips,
  (case when max(widest) >= ${cap} then ${cap} else least(count(distinct x), ${cap}) end)::int as participants`);

/**
 * The cells of the kinds asked for (0 passed through, 1 started, 2 ended) with their figures, cell as a decimal
 * H3 index.
 */
export async function readMapCells(db: Db, query: MapBinQuery, kinds: readonly number[]) {
  const rows = binRows(
    'map_cells',
    query,
    sql`kind, cell, trips, participants`,
    sql`kind = any(${sql.param(kinds)}::smallint[])`,
  );
  const result = await db.execute<{ kind: number; cell: string; trips: number; participants: number }>(
    sql`select kind, cell::text as cell, ${CAPPED_FIGURES} from ${membersOf(rows, 'kind, cell')} group by kind, cell`,
  );
  return result.rows.map((row) => ({
    kind: Number(row.kind),
    cell: row.cell,
    trips: Number(row.trips),
    participants: Number(row.participants),
  }));
}

/**
 * The corridors with their figures and trips per mode: without filters from the `all` rows alone, whose
 * `mode_trips` hold the trips per mode (shorter arrays, written before a mode was added, padded with zeros); with
 * hours or modes from the rows of each mode asked for.
 */
export async function readMapCorridors(db: Db, query: MapBinQuery) {
  const filtered = query.hours !== null || query.modes !== null;
  const slots = CORRIDOR_MODE_SLOTS.length;
  const rows = binRows(
    'map_corridors',
    query,
    sql`from_cell, to_cell, mode, trips, participants, ${filtered ? sql`'{}'::int[]` : sql`mode_trips`} as mode_trips`,
    sql`true`,
  );
  const byMode = filtered
    ? sql`array_agg(mode) filter (where first) as modes, array_agg(trips) filter (where first) as "modeTrips"`
    : sql`array_agg(mode_trips || array_fill(0, array[${slots}::int - cardinality(mode_trips)]))
        filter (where first) as "slotTrips"`;
  const result = await db.execute<{
    fromCell: string;
    toCell: string;
    modes?: string[];
    modeTrips?: number[];
    slotTrips?: number[][];
    trips: number;
    participants: number;
  }>(
    sql`select from_cell::text as "fromCell", to_cell::text as "toCell", ${CAPPED_FIGURES}, ${byMode}
      from ${membersOf(rows, 'from_cell, to_cell')} group by from_cell, to_cell`,
  );
  return result.rows.map(({ fromCell, toCell, modes, modeTrips, slotTrips, trips, participants }) => {
    const byMode: Record<string, number> = {};
    const add = (mode: string, count: number) => (byMode[mode] = (byMode[mode] ?? 0) + count);
    (modes ?? []).forEach((mode, index) => add(mode, Number(modeTrips![index])));
    for (const row of slotTrips ?? []) {
      for (let slot = 0; slot < row.length; slot += 1) {
        if (row[slot] !== 0) add(CORRIDOR_MODE_SLOTS[slot]!, Number(row[slot]));
      }
    }
    return { fromCell, toCell, modes: byMode, trips: Number(trips), participants: Number(participants) };
  });
}
