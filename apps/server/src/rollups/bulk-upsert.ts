import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction.ts';

/** A row's field, the SQL type of its column and the column's name (by default, the field's in snake_case). */
export type Column<T> = readonly [field: keyof T & string, type: string, column?: string];
export const columnName = <T>([field, , column]: Column<T>) =>
  column ?? field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
export const columnNames = <T>(columns: readonly Column<T>[]) => columns.map(columnName).join(', ');
/** Dates travel as ISO text and bigints (H3 cells) as decimal text: the drivers' array encoders take neither. */
const toArrayValue = (value: unknown) =>
  value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'bigint'
        ? value.toString()
        : value;

/**
 * The rows' values column by column, each sent as one array parameter and read back with
 * `unnest($1::type[], …)`: a short statement of fixed text whatever the number of rows, instead of one
 * parameter per value (building and sending those was most of the ingestion's time). Rows keep their order.
 */
export function unnestColumns<T>(rows: readonly T[], columns: readonly Column<T>[]) {
  return sql.join(
    columns.map(([key, type]) => sql`${sql.param(rows.map((row) => toArrayValue(row[key])))}::${sql.raw(type)}[]`),
    sql`, `,
  );
}

/**
 * Inserts the rows in their order, or adds their `summed` columns to the stored row of the same `key` (and
 * overwrites its `replaced` columns, merges its `ored` bits and keeps the smaller of its `least` values and the larger of its `greatest` ones;
 * a `leastWhileSessions` value, the smaller while the row has sessions, becomes null when a correction leaves it none); answers
 * the `returning` columns of every row written.
 */
export async function upsertAdding<T, R extends Record<string, unknown> = Record<string, never>>(
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
    /** Columns that keep the larger value (`greatest` ignores nulls). */
    greatest?: readonly Column<T>[];
    /** Columns that keep the smaller value while the row counts sessions, and become null once it counts none. */
    leastWhileSessions?: readonly Column<T>[];
  },
  returning?: string,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const { key, summed, replaced = [], ored = [], least = [], greatest = [], leastWhileSessions = [] } = columns;
  const written = [...key, ...replaced, ...summed, ...ored, ...least, ...greatest, ...leastWhileSessions];
  const set = [
    ...summed.map(columnName).map((name) => `${name} = ${table}.${name} + excluded.${name}`),
    ...replaced.map(columnName).map((name) => `${name} = excluded.${name}`),
    ...ored.map(columnName).map((name) => `${name} = ${table}.${name} | excluded.${name}`),
    ...least.map(columnName).map((name) => `${name} = least(${table}.${name}, excluded.${name})`),
    ...greatest.map(columnName).map((name) => `${name} = greatest(${table}.${name}, excluded.${name})`),
    ...leastWhileSessions
      .map(columnName)
      .map(
        (name) =>
          `${name} = case when ${table}.sessions + excluded.sessions = 0 then null ` +
          `else least(${table}.${name}, excluded.${name}) end`,
      ),
  ].join(', ');
  const result = await tx.execute<R>(sql`
    insert into ${sql.raw(table)} (${sql.raw(columnNames(written))})
    select * from unnest(${unnestColumns(rows, written)})
    on conflict (${sql.raw(columnNames(key))}) do update set ${sql.raw(set)}
    ${sql.raw(returning ? `returning ${returning}` : '')}`);
  return result.rows as R[];
}
