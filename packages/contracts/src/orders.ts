/** Order states, delivery statuses and the transitions each dashboard role may make (spec section 4). */
export const ORDER_STATUS_VALUES = ['on_hold', 'completed', 'cancelled', 'active', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];
export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUS_VALUES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const DELIVERY_STATUS_VALUES = [
  'does_not_apply',
  'pickup',
  'need_to_be_prepared',
  'prepared',
  'delivered',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS_VALUES)[number];

/** Product types an order can be filtered by, read from the flags its `transactionDetails` keep. */
export const ORDER_PRODUCT_TYPES = ['coupon', 'delivery', 'barCode', 'qrCode', 'character'] as const;
export type OrderProductType = (typeof ORDER_PRODUCT_TYPES)[number];

export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ORDER_EXPORT_LANGUAGES = ['fr', 'en'] as const;

/** Who changes an order: the merchant (`orders.complete`) or a city admin (`orders.manage`). */
export type OrderActorKind = 'merchant' | 'cityAdmin';

const TRANSITIONS: Record<OrderActorKind, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  merchant: { active: ['completed'], on_hold: ['completed'] },
  cityAdmin: {
    active: ['completed', 'cancelled'],
    on_hold: ['completed', 'cancelled'],
    cancelled: ['active'],
    completed: ['active'],
  },
};

/** The statuses an order in `from` may move to when this kind of actor changes it. */
export function allowedOrderTransitions(actor: OrderActorKind, from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[actor][from] ?? [];
}

export function canTransitionOrder(actor: OrderActorKind, from: OrderStatus, to: OrderStatus): boolean {
  return allowedOrderTransitions(actor, from).includes(to);
}

/** The filters of an orders list; an export needs at least one of them (spec section 5). */
export type OrderFilters = {
  from?: string;
  to?: string;
  status?: OrderStatusFilter;
  productName?: string;
  productType?: OrderProductType;
  tenantId?: string;
};

export function hasOrderExportFilter(filters: OrderFilters): boolean {
  return Boolean(
    filters.from ||
    filters.to ||
    (filters.status && filters.status !== 'all') ||
    filters.productName?.trim() ||
    filters.productType ||
    filters.tenantId,
  );
}
