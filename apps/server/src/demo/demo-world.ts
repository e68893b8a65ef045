import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';

/** Placeholder replaced by the demo generator. */
export async function ensureDemoWorld(_db: Db, _options: { seed: number; productKey: string; logger: Logger }) {}
