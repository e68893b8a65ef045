import { sql } from 'drizzle-orm';
import { MAP_PARTICIPANTS_CAP, periodEnd } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import type { NewTrip } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import { columnName, columnNames, unnestColumns, type Column } from './bulk-upsert.ts';
import { inStatistics } from './in-statistics.ts';
import { binTrip, participantHash } from './map-bins.ts';
import {
  visitBinKeys,
  buildMapBinRows,
  cellKeyOf,
  corridorKeyOf,
  type BinRemoval,
  type BinRow,
  type CellKey,
  type CorridorKey,
  type MapTripChange,
} from './map-bin-rows.ts';

/** Held while a batch is folded, so that two processes' jobs never fold the same rows at once. */
const MAP_FOLD_LOCK_KEY = 7_246_351_019;
/** Changes per transaction: about 60,000 rows written, 2–3 s on the embedded database (whose one connection waits). */
const BATCH_SIZE = 500;

/** What the maps read of a trip: whether it counts, and whose, when, how and where it went. */
export type MapTrip = Pick<
  NewTrip,
  | 'participantId'
  | 'cityId'
  | 'organisationId'
  | 'activityType'
  | 'startTime'
  | 'localDay'
  | 'geometry'
  | 'counted'
  | 'reviewStatus'
>;

/** Only a trip the statistics count, with a path, is on a map. */
const isOnMaps = (trip: MapTrip) => trip.counted === true && inStatistics(trip) && !!trip.geometry;

/**
 * Queues trips for the maps in the trip's own transaction: `sign` 1 for trips that now count, −1 for the version
 * of a trip that no longer does (before a correction, or the trips of a deleted participant). A cheap insert:
 * the binning itself is the fold job's (decision 0014).
 */
export async function enqueueMapChanges(tx: Tx, trips: readonly MapTrip[], sign: 1 | -1) {
  const rows = trips.filter(isOnMaps);
  if (rows.length === 0) return;
  const columns: Column<MapTrip>[] = [
    ['participantId', 'uuid'],
    ['cityId', 'uuid'],
    ['organisationId', 'uuid'],
    ['activityType', 'text'],
    ['startTime', 'timestamptz'],
    ['localDay', 'date'],
    ['geometry', 'text'],
  ];
  await tx.execute(sql`
    insert into map_trip_changes (sign, participant_id, city_id, organisation_id, activity_type, start_time, local_day, geometry)
    select ${sign}::smallint, * from unnest(${unnestColumns(rows, columns)})`);
}

/**
 * Folds the queued trip changes into the maps' rows, a batch at a time in its own transaction (the batch's
 * changes are deleted in it), until the queue is empty (or, with `since`, until no change of a day from `since`
 * is left); another process folding at the same time makes this one stop. Answers how many changes were folded.
 */
export async function foldMapChanges(
  db: Db,
  options: {
    batchSize?: number;
    since?: string;
    /** Stop starting batches after this long (the job's share of each minute); unset, until the queue is empty. */
    budgetMs?: number;
    /** A breather between batches, so that requests waiting for the embedded database's one connection go first. */
    pauseMs?: number;
  } = {},
): Promise<number> {
  const { batchSize = BATCH_SIZE, since, budgetMs, pauseMs = 0 } = options;
  const recent = since ? sql`where local_day >= ${since}::date` : sql``;
  const started = performance.now();
  let folded = 0;
  for (;;) {
    if (budgetMs !== undefined && performance.now() - started >= budgetMs) return folded;
    if (folded > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const count = await db.transaction(async (tx) => {
      const [lock] = (
        await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${MAP_FOLD_LOCK_KEY}) as locked`)
      ).rows;
      if (!lock?.locked) return 0;
      const changes = (
        await tx.execute<MapTripChange & { id: string }>(sql`
          delete from map_trip_changes where id in (select id from map_trip_changes ${recent} order by id limit ${batchSize})
          returning id, sign, participant_id as "participantId", city_id as "cityId",
            organisation_id as "organisationId", activity_type as "activityType", local_day::text as "localDay",
            extract(hour from start_time at time zone coalesce(
              (select timezone from cities where cities.id = map_trip_changes.city_id), 'UTC'))::int as hour,
            geometry`)
      ).rows;
      if (changes.length === 0) return 0;
      changes.sort((a, b) => Number(a.id) - Number(b.id));
      const built = buildMapBinRows(changes.map((change) => ({ ...change, sign: Number(change.sign) as 1 | -1 })));
      await upsertBins(tx, CELLS, built.cells);
      await upsertBins(tx, CORRIDORS, built.corridors);
      if (built.cellRemovals.size > 0 || built.corridorRemovals.size > 0) {
        await applyRemovals(tx, [...built.cellRemovals.values()], [...built.corridorRemovals.values()]);
      }
      return changes.length;
    });
    if (count === 0) return folded;
    folded += count;
  }
}

/**
 * A stored set that reached the cap, or that holds the batch's participants already (a commuter's daily trips
 * through the same cells: most updates of a month's rows), stays as it is without building a new one; any other
 * takes the batch's participants, up to the cap.
 */
const mergedParticipants = (table: string) =>
  sql.raw(`case
    when cardinality(${table}.participants) >= ${MAP_PARTICIPANTS_CAP} or excluded.participants <@ ${table}.participants
    then ${table}.participants
    else array(select x from (select distinct x from unnest(${table}.participants || excluded.participants) x) d
      limit ${MAP_PARTICIPANTS_CAP}) end`);
const participantsText = (row: { participants: Set<number> }) => `{${[...row.participants].join(',')}}`;

/** A table of map bins: its name, its key columns (in its unique key's order) and the key's text of a row. */
type BinTable<Key> = {
  name: 'map_cells' | 'map_corridors';
  key: readonly Column<Key & { participant: number }>[];
  keyOf: (key: Key) => string;
};
const SCOPE = [
  ['scopeType', 'text'],
  ['scopeId', 'uuid'],
] as const;
const HOUR_MODE_PERIOD = [
  ['hour', 'smallint'],
  ['mode', 'text'],
  ['periodType', 'text'],
  ['periodStart', 'date'],
] as const;
const CELLS: BinTable<CellKey> = {
  name: 'map_cells',
  key: [...SCOPE, ['kind', 'smallint'], ...HOUR_MODE_PERIOD, ['cell', 'bigint']],
  keyOf: cellKeyOf,
};
const CORRIDORS: BinTable<CorridorKey> = {
  name: 'map_corridors',
  key: [...SCOPE, ...HOUR_MODE_PERIOD, ['fromCell', 'bigint'], ['toCell', 'bigint']],
  keyOf: corridorKeyOf,
};
/** The key's columns, qualified by a table or an alias. */
const qualified = <Key>(table: BinTable<Key>, by: string) =>
  table.key.map((column) => `${by}.${columnName(column)}`).join(', ');

/**
 * A corridor's trips per mode added position by position (a shorter array reads as zeros); only the `all` rows
 * carry them, the others' (two thirds of the rows) stay empty without a subquery.
 */
const mergedModeTrips = sql.raw(`case when cardinality(excluded.mode_trips) = 0 then map_corridors.mode_trips
  else array(select coalesce(a, 0) + coalesce(b, 0)
    from unnest(map_corridors.mode_trips, excluded.mode_trips) with ordinality u(a, b, n) order by n) end`);

/**
 * The rows of one scope, period, hour, mode and kind next to each other (in the order each such set first comes),
 * so that the rows a batch creates lie together on the table's pages: a range read from daily rows (a day's
 * every-hour, every-mode cells) then reads a page for many rows, not one for each among its day's other hours',
 * modes', kinds' and organisations' rows. Grouped, not sorted: a batch has about a million rows.
 */
function sideBySide<Key extends CellKey | CorridorKey>(rows: BinRow<Key>[]): BinRow<Key>[] {
  const sets = new Map<string, BinRow<Key>[]>();
  for (const row of rows) {
    const set = `${row.scopeType}|${row.scopeId}|${row.periodType}|${row.periodStart}|${row.hour}|${row.mode}|${(row as Partial<CellKey>).kind ?? ''}`;
    const together = sets.get(set);
    if (together) together.push(row);
    else sets.set(set, [row]);
  }
  return [...sets.values()].flat();
}

/** Adds the rows' trips to their stored bins and merges their participants (up to the cap). */
async function upsertBins<Key extends CellKey | CorridorKey>(tx: Tx, table: BinTable<Key>, rows: BinRow<Key>[]) {
  if (rows.length === 0) return;
  const values = sideBySide(rows).map((row) => ({
    ...row,
    participantsText: participantsText(row),
    modeTripsText: `{${row.modeTrips.join(',')}}`,
  }));
  const key = columnNames(table.key);
  const name = sql.raw(table.name);
  const corridors = table.name === 'map_corridors';
  await tx.execute(sql`
    insert into ${name} (${sql.raw(key)}, trips, participants${sql.raw(corridors ? ', mode_trips' : '')})
    select ${sql.raw(qualified(table, 'u'))}, u.trips, u.participants_text::int[]${sql.raw(corridors ? ', u.mode_trips_text::int[]' : '')}
    from unnest(${unnestColumns(values, [
      ...(table.key as readonly Column<(typeof values)[number]>[]),
      ['trips', 'integer'],
      ['participantsText', 'text'],
      ['modeTripsText', 'text'],
    ])}) as u(${sql.raw(key)}, trips, participants_text, mode_trips_text)
    on conflict (${sql.raw(key)}) do update set
      trips = ${name}.trips + excluded.trips, participants = ${mergedParticipants(table.name)}
      ${corridors ? sql`, mode_trips = ${mergedModeTrips}` : sql``}`);
}

/** Takes each removal's participant out of its bin's set. */
async function removeParticipants<Key extends CellKey | CorridorKey>(
  tx: Tx,
  table: BinTable<Key>,
  removals: BinRemoval<Key>[],
) {
  if (removals.length === 0) return;
  const key = columnNames(table.key);
  await tx.execute(sql`
    update ${sql.raw(table.name)} set participants = array_remove(participants, u.participant)
    from unnest(${unnestColumns(removals, [
      ...(table.key as readonly Column<BinRemoval<Key>>[]),
      ['participant', 'integer'],
    ])}) as u(${sql.raw(key)}, participant)
    where (${sql.raw(qualified(table, table.name))}) = (${sql.raw(qualified(table, 'u'))})`);
}

/**
 * A participant leaves a row a −1 touched unless another of their trips the statistics count still falls under
 * it (read again from `trips`, binned as the fold bins them); rows left without trips are deleted. A row whose
 * set had reached the cap may then hold one participant fewer than the truth: a count can only read lower.
 */
async function applyRemovals(tx: Tx, cells: BinRemoval<CellKey>[], corridors: BinRemoval<CorridorKey>[]) {
  const still = await keysStillCounted(tx, [...cells, ...corridors]);
  const gone = <Key extends CellKey | CorridorKey>(table: BinTable<Key>, removals: BinRemoval<Key>[]) =>
    removals.filter((removal) => !still.has(`${table.keyOf(removal)}|${removal.participant}`));
  await removeParticipants(tx, CELLS, gone(CELLS, cells));
  await removeParticipants(tx, CORRIDORS, gone(CORRIDORS, corridors));
  const touched = new Set([...cells, ...corridors].map((removal) => `${removal.scopeType}|${removal.scopeId}`));
  for (const scope of touched) {
    const [scopeType, scopeId] = scope.split('|');
    await tx.execute(
      sql`delete from map_cells where scope_type = ${scopeType} and scope_id = ${scopeId}::uuid and trips = 0`,
    );
    await tx.execute(
      sql`delete from map_corridors where scope_type = ${scopeType} and scope_id = ${scopeId}::uuid and trips = 0`,
    );
  }
}

/** The keys (`<cell or corridor key>|<participant>`) the removed participants' trips still count under. */
async function keysStillCounted(tx: Tx, removals: (BinRemoval<CellKey> | BinRemoval<CorridorKey>)[]) {
  const periods = new Map<
    string,
    { participantId: string; scopeType: string; scopeId: string; from: string; to: string }
  >();
  for (const removal of removals) {
    const to = removal.periodType === 'day' ? removal.periodStart : periodEnd('month', removal.periodStart);
    periods.set(
      `${removal.participantId}|${removal.scopeType}|${removal.scopeId}|${removal.periodType}|${removal.periodStart}`,
      {
        participantId: removal.participantId,
        scopeType: removal.scopeType,
        scopeId: removal.scopeId,
        from: removal.periodStart,
        to,
      },
    );
  }
  const still = new Set<string>();
  for (const period of periods.values()) {
    const scopeColumn = sql.raw(period.scopeType === 'city' ? 't.city_id' : 't.organisation_id');
    const trips = (
      await tx.execute<Omit<MapTripChange, 'sign'>>(sql`
        select t.participant_id as "participantId", t.city_id as "cityId", t.organisation_id as "organisationId",
          t.activity_type as "activityType", t.local_day::text as "localDay",
          extract(hour from t.start_time at time zone c.timezone)::int as hour, t.geometry
        from trips t join cities c on c.id = t.city_id
        where t.participant_id = ${period.participantId}::uuid and ${scopeColumn} = ${period.scopeId}::uuid
          and t.local_day between ${period.from}::date and ${period.to}::date
          and t.counted and (t.review_status is null or t.review_status = 'accepted')
          and t.geometry is not null and t.geometry <> ''`)
    ).rows;
    for (const trip of trips) {
      const bins = binTrip(trip.geometry);
      if (!bins) continue;
      const participant = participantHash(trip.participantId);
      visitBinKeys(trip, bins, (_, text) => still.add(`${text}|${participant}`));
    }
  }
  return still;
}
