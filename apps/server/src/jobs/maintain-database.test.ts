import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { tablesDueForUpkeep, upkeepTable } from '../db/maintenance.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/test-database.ts';
import { createTenancy } from '../test/test-world.ts';
import { maintainDatabase } from './maintain-database.job.ts';

describe.each(TEST_DATABASES)('database upkeep on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createTenancy(database.db, 'Upkeep');
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const pgClass = async (table: string) => {
    const result = await database.db.execute(
      sql`select reltuples::float8 as reltuples, relallvisible from pg_class where oid = ${`public.${table}`}::regclass`,
    );
    return result.rows[0] as { reltuples: number; relallvisible: number };
  };

  it('reads the statistics of tables never analysed (the planner guessed without them), then leaves them be', async () => {
    expect((await pgClass('cities')).reltuples).toBeLessThan(0);
    const due = await tablesDueForUpkeep(database.db);
    expect(due).toContainEqual(expect.objectContaining({ schema: 'public', table: 'cities', analyze: true }));

    await maintainDatabase(database.db, pino({ level: 'silent' }));

    expect((await pgClass('cities')).reltuples).toBeGreaterThanOrEqual(1);
    const after = await tablesDueForUpkeep(database.db);
    expect(after.some((table) => table.schema === 'public' && table.table === 'cities')).toBe(false);
  });

  it('vacuums a table one statement at a time (its pages marked all-visible)', async () => {
    await upkeepTable(database.db, { schema: 'public', table: 'cities', analyze: true, vacuum: true });
    expect((await pgClass('cities')).relallvisible).toBeGreaterThan(0);
  });
});
