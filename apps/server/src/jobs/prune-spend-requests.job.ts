import type { Db } from '../db/connection.ts';
import { deleteSpendRequestsBefore } from '../modules/spending/spending.repository.ts';

export const PRUNE_SPEND_REQUESTS_JOB = 'prune-spend-requests';
/** Every day at 03:30. */
export const PRUNE_SPEND_REQUESTS_CRON = '30 3 * * *';
/** How long a spend's `Idempotency-Key` is remembered (and its answer replayed). */
export const SPEND_REQUEST_RETENTION_DAYS = 30;

/** Forgets the idempotency keys of spends older than the retention; answers how many it deleted. */
export function pruneSpendRequests(db: Db, now: Date = new Date()): Promise<number> {
  return deleteSpendRequestsBefore(db, new Date(now.getTime() - SPEND_REQUEST_RETENTION_DAYS * 86_400_000));
}
