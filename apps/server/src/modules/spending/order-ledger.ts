import { OPEN_ORDER_STATUSES } from '@mobiverte/contracts';
import type { Tx } from '../../db/transaction.ts';
import { conflict } from '../../lib/errors.ts';
import {
  assignCode,
  deleteRefundEntry,
  findCodeOfOrder,
  findDaysBeforeOrdersExpire,
  findProductById,
  hasUniqueCodes,
  insertShoppingEntry,
  lockFreeCode,
  lockOrder,
  lockParticipant,
  moveBalance,
  notRefunded,
  releaseUnusedCode,
  returnStock,
  takeStock,
  transitionOrder,
} from './spending.repository.ts';

const DAY_MS = 86_400_000;

/**
 * Cancels or expires an order and gives back what it took: one unit of stock, its code (unless the code was
 * already shown) and the points, as a positive `SHOPPING` ledger entry. The conditional UPDATE of the order
 * decides, so two callers (an admin and the expiry job, two job workers) refund it once; the ledger's unique
 * index on (order_id, value > 0) backs that up. Answers false when the order was not in a refundable state.
 *
 * Locks in the order every writer of the marketplace takes them: the order, the participant, the product.
 */
export async function refundOrder(
  tx: Tx,
  orderId: string,
  nextStatus: 'cancelled' | 'expired',
  now: Date = new Date(),
  /** Who acted, recorded on the refund entry: the admin's user id; the expiry job is `system`. */
  actedBy?: string,
): Promise<boolean> {
  const from = nextStatus === 'cancelled' ? [...OPEN_ORDER_STATUSES, 'completed' as const] : OPEN_ORDER_STATUSES;
  const order = await transitionOrder(
    tx,
    orderId,
    [...from],
    {
      status: nextStatus,
      refunded: true,
      updatedAt: now,
      ...(nextStatus === 'cancelled' ? { cancelledAt: now } : { expiredAt: now }),
    },
    notRefunded(),
  );
  if (!order) return false;
  await moveBalance(tx, order.participantId, order.transactionValue);
  await returnStock(tx, order.productId, now);
  await releaseUnusedCode(tx, order.id, now);
  await insertShoppingEntry(tx, {
    participantId: order.participantId,
    cityId: order.cityId,
    orderId: order.id,
    value: order.transactionValue,
    createdBy: actedBy ?? (nextStatus === 'expired' ? 'system' : 'admin'),
    createdAt: now,
  });
  return true;
}

/**
 * An admin reverses a cancelled (refunded) order to active: the stock and the points are taken again and the
 * refund entry is deleted, so the ledger keeps one payment and at most one refund per order
 * (docs/decisions/0004-order-refunds.md). Throws `insufficient_stock` / `insufficient_greenpoints` when they
 * are no longer there, `invalid_order_transition` when the order is not a refunded cancellation.
 */
export async function reinstateOrder(tx: Tx, orderId: string): Promise<void> {
  const now = new Date();
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== 'cancelled' || !order.refunded) {
    throw conflict('invalid_order_transition', 'Only a cancelled order can be reactivated');
  }
  const context = await lockParticipant(tx, order.participantId);
  if (!context || context.participant.greenpointBalance < order.transactionValue) {
    throw conflict('insufficient_greenpoints', 'The participant no longer has enough greenpoints');
  }
  if (!(await takeStock(tx, order.productId, now))) {
    throw conflict('insufficient_stock', 'order creation failed because stock is insufficient');
  }
  const product = await findProductById(tx, order.productId);
  let code = order.code;
  if (product && hasUniqueCodes(product) && !(await findCodeOfOrder(tx, order.id))) {
    const free = await lockFreeCode(tx, order.productId, order.code);
    if (!free) throw conflict('insufficient_stock', 'order creation failed because stock is insufficient');
    await assignCode(tx, free.id, order.id, now);
    code = free.barCode;
  }
  await deleteRefundEntry(tx, order.id);
  await moveBalance(tx, order.participantId, -order.transactionValue);
  const days = await findDaysBeforeOrdersExpire(tx, order.cityId);
  await transitionOrder(tx, order.id, ['cancelled'], {
    status: 'active',
    refunded: false,
    cancelledAt: null,
    completedAt: null,
    claimedAt: null,
    claimExpiresAt: null,
    code,
    expiresAt: new Date(Math.max(order.expiresAt.getTime(), now.getTime() + days * DAY_MS)),
    updatedAt: now,
  });
}
