import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from './connection.ts';

/**
 * A drizzle prepared statement built once per database: named statements are parsed and planned once per
 * connection, for the queries every request runs (the actor, the statistics owner).
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}

/** What `db.execute` uses inside drizzle (`PgDatabase.execute`), to run the same query under a name. */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * `db.execute` as a named statement, named after its text: on PostgreSQL each distinct text is parsed once per
 * connection (and planned generically once PostgreSQL finds that as cheap), which is most of a small
 * aggregate's time (0.10 → 0.04 ms for an organisation's month total). For the statistics reads, whose texts
 * come from a bounded set of shapes (never from values). Rows are read exactly as `db.execute` reads them
 * (dates and timestamps as text).
 */
export async function executePrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 40)}`;
  return (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
}
