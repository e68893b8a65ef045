import {
  calendarDay,
  line,
  DELIVERY_STATUS_VALUES,
  ORDER_EXPORT_FORMATS,
  ORDER_EXPORT_LANGUAGES,
  ORDER_PAGE_SIZES,
  ORDER_PRODUCT_TYPES,
  ORDER_STATUS_FILTERS,
  ORDER_STATUS_VALUES,
} from '@mobiverte/contracts';
import { z } from 'zod';
import { transactionDetailsSchema } from '../spending/spending.schemas.ts';

const day = calendarDay();

export const orderIdParams = z.object({ orderId: z.uuid() });

export const orderFiltersSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  status: z.enum(ORDER_STATUS_FILTERS).default('all'),
  productName: line().trim().max(200).optional(),
  productType: z.enum(ORDER_PRODUCT_TYPES).optional(),
  tenantId: z.uuid().optional(),
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

export const ordersQuerySchema = orderFiltersSchema.extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (ORDER_PAGE_SIZES as readonly number[]).includes(value), 'Page size is 10, 25, 50 or 100')
    .default(10),
  cursor: line().max(200).optional(),
});

export const ordersExportQuerySchema = orderFiltersSchema.extend({
  format: z.enum(ORDER_EXPORT_FORMATS).default('csv'),
  language: z.enum(ORDER_EXPORT_LANGUAGES).default('fr'),
});

export const orderStatusBodySchema = z.object({ status: z.enum(ORDER_STATUS_VALUES) });
export const orderDeliveryBodySchema = z.object({
  deliveryStatus: z.enum(DELIVERY_STATUS_VALUES),
  trackingNumber: line().trim().max(100).nullish(),
});

/** Both optional here so that a missing one answers the spec's own message, not a generic validation error. */
export const sendOrderEmailBodySchema = z.object({
  orderId: line().max(100).optional(),
  tenantId: line().max(100).optional(),
});
export const sendOrderEmailResponseSchema = z.object({ status: z.enum(['sent', 'failed', 'kept']) });

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  cityId: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  productId: z.string(),
  productNameFr: z.string(),
  productNameEn: z.string(),
  categoryName: z.string().nullable(),
  participantId: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  deliveryStatus: z.enum(DELIVERY_STATUS_VALUES),
  trackingNumber: z.string().nullable(),
  paymentStatus: z.enum(['failed', 'success', 'processing']),
  transactionType: z.string(),
  transactionValue: z.number().int(),
  price: z.number(),
  greenpoints: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  code: z.string().nullable(),
  codeType: z.enum(['barCode', 'qrCode']).nullable(),
  transactionDetails: transactionDetailsSchema,
  refunded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  claimedAt: z.string().nullable(),
  claimExpiresAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type OrderView = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({
  data: z.array(orderSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});

export const tenantIdParams = z.object({ tenantId: z.uuid() });
export const tenantDashboardQuerySchema = z.object({
  period: z.enum(['day', 'month']).default('day'),
  from: day.optional(),
  to: day.optional(),
});
const figures = { count: z.number().int(), greenpoints: z.number().int() };
export const tenantDashboardSchema = z.object({
  period: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
  totals: z.object(figures),
  previousTotals: z.object({ ...figures, from: z.string(), to: z.string() }),
  series: z.array(z.object({ bucket: z.string(), ...figures })),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), nameEn: z.string(), ...figures })),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUS_VALUES), count: z.number().int() })),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      titleFr: z.string(),
      titleEn: z.string(),
      stock: z.number().int(),
      initialStock: z.number().int(),
    }),
  ),
});
export type TenantDashboard = z.infer<typeof tenantDashboardSchema>;
