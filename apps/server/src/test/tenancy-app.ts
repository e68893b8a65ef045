import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { createTestApp, signIn } from './test-app.ts';
import { openTestDatabase, type DatabaseKind } from './test-database.ts';
import { createTenancy, type Tenancy } from './test-world.ts';

export type TenancyAccount = keyof Tenancy['emails'];

export interface TenancyApp<Account extends TenancyAccount> {
  database: Database;
  app: FastifyInstance;
  world: Tenancy;
  /** A bearer token of each account asked for, signed in once. */
  tokens: Record<Account, string>;
}

/**
 * The set-up most route tests share: a database of `kind`, one tenancy named `label`, the app over it and the
 * accounts signed in, opened before the suite's tests and closed after them. Read its fields inside tests and
 * hooks: they are filled when the suite starts.
 */
export function setUpTenancyApp<const Account extends TenancyAccount>(
  kind: DatabaseKind,
  label: string,
  accounts: readonly Account[],
  config: Partial<Config> = {},
): TenancyApp<Account> {
  const suite = { tokens: {} } as TenancyApp<Account>;
  beforeAll(async () => {
    suite.database = await openTestDatabase(kind);
    suite.world = await createTenancy(suite.database.db, label);
    ({ app: suite.app } = await createTestApp(suite.database, { signInRateLimit: 1000, ...config }));
    for (const account of accounts) suite.tokens[account] = await signIn(suite.app, suite.world.emails[account]);
  }, 120_000);
  afterAll(async () => {
    await suite.app?.close();
    await suite.database?.close();
  });
  return suite;
}
