import { isClaimWindowOpen } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { refundOrder } from '../modules/spending/order-ledger.ts';
import { findExpiredOrderIds, lockOrder } from '../modules/spending/spending.repository.ts';

export const EXPIRE_ORDERS_JOB = 'expire-orders';
/** Every 5 minutes. */
export const EXPIRE_ORDERS_CRON = '*/5 * * * *';
const BATCH_SIZE = 200;

/**
 * Expires the active orders whose time ran out (the city's "days before orders expire" after the purchase)
 * and whose claim window is not open: each in its own short transaction, through `refundOrder`, which
 * returns the stock, the code and the points exactly once even when two workers run this at the same time.
 * Answers how many orders this run expired.
 */
export async function expireOrders(db: Db, now: Date = new Date()): Promise<number> {
  let expired = 0;
  const skipped = new Set<string>();
  for (;;) {
    const ids = (await findExpiredOrderIds(db, now, BATCH_SIZE + skipped.size)).filter((id) => !skipped.has(id));
    if (ids.length === 0) return expired;
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order || order.status !== 'active' || order.expiresAt >= now || isClaimWindowOpen(order, now)) {
          return false;
        }
        return refundOrder(tx, id, 'expired', now);
      });
      if (done) expired++;
      else skipped.add(id);
    }
  }
}
