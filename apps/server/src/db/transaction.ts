import type { Db } from './connection.ts';

/** The handle `db.transaction` passes to its callback: repository functions that must run inside one take it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
