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
