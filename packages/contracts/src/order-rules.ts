import type { OrderStatus } from './orders.ts';

/** An open order waits for its merchant or its buyer: it can still be completed, cancelled or expire. */
export const OPEN_ORDER_STATUSES = ['active', 'on_hold'] as const satisfies readonly OrderStatus[];

export function isOrderOpen(status: OrderStatus): boolean {
  return (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * The 15 minutes after a participant claims an active order: its code is shown and the order does not expire
 * until they are over.
 */
export function isClaimWindowOpen(
  order: { status: OrderStatus; claimExpiresAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  return (
    order.status === 'active' &&
    order.claimExpiresAt !== null &&
    new Date(order.claimExpiresAt).getTime() > now.getTime()
  );
}

/** A cancelled order is refunded: nothing is sent or delivered for it any more. */
export function isOrderDeliverable(status: OrderStatus): boolean {
  return status !== 'cancelled';
}
