import { canTransitionOrder, isOrderDeliverable, type OrderStatus } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { findTenantScope } from '../../db/tenant-scope.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { refundOrder, reinstateOrder } from '../spending/order-ledger.ts';
import {
  countOrders,
  findCityTimeZone,
  findOrder,
  listOrderPage,
  orderConditions,
  updateOrder,
  type OrderRow,
  type OrderScope,
} from './orders.repository.ts';
import type { OrderFilters, OrderView } from './orders.schemas.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrderView({ order, tenantName }: OrderRow): OrderView {
  const details = order.transactionDetails;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    cityId: order.cityId,
    tenantId: order.tenantId,
    tenantName,
    productId: order.productId,
    productNameFr: details.productNameFr,
    productNameEn: details.productName,
    categoryName: details.categoryName,
    participantId: order.participantId,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    trackingNumber: order.trackingNumber,
    paymentStatus: order.paymentStatus,
    transactionType: order.transactionType,
    transactionValue: order.transactionValue,
    price: Number(order.price),
    greenpoints: order.greenpoints,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    code: order.code,
    codeType: order.codeType,
    transactionDetails: details,
    refunded: order.refunded,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    claimedAt: iso(order.claimedAt),
    claimExpiresAt: iso(order.claimExpiresAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    expiredAt: iso(order.expiredAt),
    expiresAt: order.expiresAt.toISOString(),
  };
}

const NO_TENANT = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

/** The scope of a list or an export: a tenant chosen in the selector bar must be one the actor may read. */
export async function resolveOrderScope(db: Db, actor: Actor, tenantId: string | undefined) {
  const dashboard = requireDashboardActor(actor);
  if (tenantId) {
    const tenant = await findTenantScope(db, tenantId);
    if (!tenant) throw notFound();
    authorize(actor, 'orders.read', { cityId: tenant.cityId, tenantId: tenant.id });
  }
  const scope: OrderScope = {
    cityId: dashboard.cityId,
    tenantId: dashboard.role === 'city' ? null : (dashboard.tenantId ?? NO_TENANT),
  };
  return { scope, timeZone: await findCityTimeZone(db, dashboard.cityId) };
}

/** An opaque keyset position over (createdAt desc, id desc). */
export const encodeCursor = (row: OrderRow) =>
  Buffer.from(JSON.stringify([row.createdAtKey, row.order.id])).toString('base64url');

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && TIMESTAMP.test(createdAt) && typeof id === 'string' && UUID.test(id))
      return { createdAt, id };
  } catch {
    // an unreadable cursor is the 400 below
  }
  throw badRequest('validation_failed', 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
}

export async function listOrdersFor(db: Db, actor: Actor, query: OrderFilters & { pageSize: number; cursor?: string }) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const { scope, timeZone } = await resolveOrderScope(db, actor, query.tenantId);
  const conditions = orderConditions(scope, query, timeZone);
  const [rows, total] = await Promise.all([
    listOrderPage(db, conditions, query.pageSize + 1, after),
    countOrders(db, conditions),
  ]);
  const page = rows.slice(0, query.pageSize);
  const nextCursor = rows.length > query.pageSize ? encodeCursor(page[page.length - 1]!) : null;
  return { data: page.map(toOrderView), nextCursor, total };
}

async function readOrder(db: Db, actor: Actor, orderId: string, permission: 'orders.read' | 'orders.complete') {
  const row = await findOrder(db, orderId);
  if (!row) throw notFound();
  authorize(actor, permission, { cityId: row.order.cityId, tenantId: row.order.tenantId });
  return row;
}

export async function getOrder(db: Db, actor: Actor, orderId: string) {
  return toOrderView(await readOrder(db, actor, orderId, 'orders.read'));
}

const invalidTransition = (from: OrderStatus, to: OrderStatus) =>
  conflict('invalid_order_transition', `An order cannot go from ${from} to ${to}`);

/**
 * A merchant completes an active or held order; a city admin cancels (refund), completes, or sets a cancelled
 * or completed order back to active (a cancelled one takes the stock and the points again).
 */
export async function changeOrderStatus(db: Db, actor: Actor, orderId: string, status: OrderStatus) {
  const dashboard = requireDashboardActor(actor);
  const current = await readOrder(db, actor, orderId, 'orders.complete');
  const actorKind = dashboard.role === 'city' ? 'cityAdmin' : 'merchant';
  if (actorKind === 'cityAdmin')
    authorize(actor, 'orders.manage', { cityId: current.order.cityId, tenantId: current.order.tenantId });
  await db.transaction(async (tx) => {
    const locked = await findOrder(tx, orderId, { lock: true });
    if (!locked) throw notFound();
    const from = locked.order.status;
    if (!canTransitionOrder(actorKind, from, status)) throw invalidTransition(from, status);
    if (status === 'cancelled') {
      if (!(await refundOrder(tx, orderId, 'cancelled', new Date(), dashboard.userId))) {
        throw invalidTransition(from, status);
      }
    } else if (from === 'cancelled') {
      await reinstateOrder(tx, orderId);
    } else if (status === 'completed') {
      await updateOrder(tx, orderId, { status: 'completed', completedAt: new Date() });
    } else {
      await updateOrder(tx, orderId, { status: 'active', completedAt: null });
    }
  });
  return getOrder(db, actor, orderId);
}

export async function changeOrderDelivery(
  db: Db,
  actor: Actor,
  orderId: string,
  input: { deliveryStatus: OrderView['deliveryStatus']; trackingNumber?: string | null },
) {
  const { order } = await readOrder(db, actor, orderId, 'orders.complete');
  if (!isOrderDeliverable(order.status)) throw conflict('order_cancelled', 'A cancelled order is not delivered');
  await updateOrder(db, orderId, {
    deliveryStatus: input.deliveryStatus,
    trackingNumber: input.trackingNumber ? input.trackingNumber : null,
  });
  return getOrder(db, actor, orderId);
}
