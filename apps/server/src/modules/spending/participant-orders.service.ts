import { isClaimWindowOpen } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { CLAIM_WINDOW_MINUTES, type ParticipantOrder } from './spending.schemas.ts';
import {
  findOrderOfParticipant,
  listOrdersOfParticipant,
  markCodeUsed,
  claimableAt,
  openClaim,
  transitionOrder,
  type Order,
} from './spending.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The order as its buyer sees it: the code only while the claim window is open, or once the order is completed. */
export function toParticipantOrder(order: Order, now: Date = new Date()): ParticipantOrder {
  const codeVisible = order.status === 'completed' || isClaimWindowOpen(order, now);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    paymentStatus: order.paymentStatus,
    transactionType: order.transactionType,
    transactionValue: order.transactionValue,
    price: Number(order.price),
    greenpoints: order.greenpoints,
    transactionDetails: order.transactionDetails,
    code: codeVisible ? order.code : null,
    codeType: order.codeType,
    claimedAt: iso(order.claimedAt),
    claimExpiresAt: iso(order.claimExpiresAt),
    completedAt: iso(order.completedAt),
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}

/** The participant's basket and history, newest first. */
export async function listParticipantOrders(
  db: Db,
  participantId: string,
  query: { page: number; pageSize: number; status?: ParticipantOrder['status'] },
  now: Date = new Date(),
) {
  const { rows, total } = await listOrdersOfParticipant(db, participantId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    status: query.status,
  });
  return {
    data: rows.map((order) => toParticipantOrder(order, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Claims an active reward: the participant has 15 minutes to show its code. A claim whose window passed
 * without the code being shown can be made again (a new window opens).
 */
export async function claimOrder(db: Db, participantId: string, orderId: string, now: Date = new Date()) {
  const order = await findOrderOfParticipant(db, participantId, orderId);
  if (!order) throw notFound('Order not found');
  if (order.status !== 'active' || order.expiresAt <= now) {
    throw conflict('order_not_claimable', 'Only an active order can be claimed');
  }
  if (isClaimWindowOpen(order, now)) return { data: toParticipantOrder(order, now) };
  const claimed = await db.transaction((tx) =>
    transitionOrder(
      tx,
      orderId,
      ['active'],
      {
        status: 'active',
        claimedAt: now,
        claimExpiresAt: new Date(now.getTime() + CLAIM_WINDOW_MINUTES * 60_000),
        updatedAt: now,
      },
      claimableAt(now),
    ),
  );
  if (claimed) return { data: toParticipantOrder(claimed, now) };
  const current = await findOrderOfParticipant(db, participantId, orderId);
  if (current && isClaimWindowOpen(current, now)) return { data: toParticipantOrder(current, now) };
  throw conflict('order_not_claimable', 'Only an active order can be claimed');
}

/** Showing the code at the counter, within the claim window, completes the order and uses its code. */
export async function showOrderCode(db: Db, participantId: string, orderId: string, now: Date = new Date()) {
  const order = await findOrderOfParticipant(db, participantId, orderId);
  if (!order) throw notFound('Order not found');
  if (order.status === 'completed') return { data: toParticipantOrder(order, now) };
  if (order.status !== 'active' || order.claimExpiresAt === null) {
    throw conflict('order_not_claimable', 'Claim the order before showing its code');
  }
  if (order.claimExpiresAt <= now) throw conflict('claim_expired', 'The 15 minutes to show the code have passed');
  const completed = await db.transaction(async (tx) => {
    const row = await transitionOrder(
      tx,
      orderId,
      ['active'],
      { status: 'completed', completedAt: now, updatedAt: now },
      openClaim(now),
    );
    if (row) await markCodeUsed(tx, orderId, now);
    return row;
  });
  if (!completed) {
    const current = await findOrderOfParticipant(db, participantId, orderId);
    if (current?.status === 'completed') return { data: toParticipantOrder(current, now) };
    throw conflict('order_not_claimable', 'This order can no longer be completed');
  }
  return { data: toParticipantOrder(completed, now) };
}
