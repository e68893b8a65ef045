import {
  hasOrderExportFilter,
  ORDER_PAGE_SIZES,
  ORDER_PRODUCT_TYPES,
  ORDER_STATUS_FILTERS,
  type OrderProductType,
  type OrderStatusFilter,
} from '@mobiverte/contracts';

export type OrderListFilters = {
  from?: string;
  to?: string;
  status: OrderStatusFilter;
  productName?: string;
  productType?: OrderProductType;
  tenantId?: string;
};
export type OrderListQuery = OrderListFilters & { pageSize: number; cursor?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters of the orders page, kept in its URL so that a reload or a shared link keeps them. */
export function readOrderFilters(params: URLSearchParams): OrderListFilters & { pageSize: number } {
  const from = params.get('from');
  const to = params.get('to');
  const pageSize = Number(params.get('pageSize'));
  return {
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    status: oneOf(ORDER_STATUS_FILTERS, params.get('status')) ?? 'all',
    productName: params.get('productName')?.trim() || undefined,
    productType: oneOf(ORDER_PRODUCT_TYPES, params.get('productType')),
    tenantId: params.get('tenantId') || undefined,
    pageSize: (ORDER_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : ORDER_PAGE_SIZES[0],
  };
}

/** Writes filters into the URL parameters, dropping empty ones and keeping the others (the selected tenant). */
export function writeOrderFilters(
  current: URLSearchParams,
  changes: Partial<Record<keyof OrderListFilters | 'pageSize', string | number | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'status' && value === 'all')) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export function canExportOrders(filters: OrderListFilters): boolean {
  return hasOrderExportFilter(filters);
}

/** The address of the export file for these filters, in CSV or Excel, with headers in French or English. */
export function orderExportUrl(filters: OrderListFilters, format: 'csv' | 'xlsx', language: 'fr' | 'en'): string {
  const params = new URLSearchParams({ format, language });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'status' && value === 'all')) params.set(key, String(value));
  }
  return `/api/orders/export?${params.toString()}`;
}
