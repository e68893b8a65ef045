import { line } from '@mobiverte/contracts';
import { z } from 'zod';
import { CODE_TYPES, DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../db/schema/index.ts';

/** Minutes a participant has, once a reward is claimed, to show its code at the counter. */
export const CLAIM_WINDOW_MINUTES = 15;

const amount = z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d{1,2})?$/)]);

/**
 * `POST /app/v2/transaction/spend` with the names of the spec. The server trusts only the product id and the
 * signed-in participant: the price and the greenpoints must be the product's current ones, `userId` the
 * participant's own id, and `transactionDetails` is rebuilt from the product.
 */
export const spendBodySchema = z.object({
  userId: z.uuid().optional(),
  orderId: z.uuid().optional(),
  greenpoints: z.number().int().nonnegative(),
  /** Accepted for the app's sake and ignored: the order and the ledger record the signed-in participant. */
  createdBy: z.string().max(200).optional(),
  transactionDetails: z.looseObject({ productId: z.uuid() }),
  price: amount.optional(),
});
export type SpendBody = z.infer<typeof spendBodySchema>;

/** A client's retry key: one line of at most 200 characters (it is stored and indexed). */
export const spendHeadersSchema = z.object({ 'idempotency-key': line().max(200).optional() });

export const transactionDetailsSchema = z.object({
  titleArray: z.array(z.string()),
  productNameFr: z.string(),
  productName: z.string(),
  categoryName: z.string().nullable(),
  categoryId: z.string().nullable(),
  sku: z.string().nullable(),
  productId: z.string(),
  imageUrl: z.string().nullable(),
  tenantName: z.string(),
  tenantId: z.string(),
  isCoupon: z.boolean(),
  isDelivery: z.boolean(),
  isBarCode: z.boolean(),
  isQrCode: z.boolean(),
  isCharacter: z.boolean(),
});

/** An order as its buyer sees it; the code is given only while it can be shown (claim window open) or once used. */
export const participantOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  transactionType: z.string(),
  transactionValue: z.number().int(),
  price: z.number(),
  greenpoints: z.number().int(),
  transactionDetails: transactionDetailsSchema,
  code: z.string().nullable(),
  codeType: z.enum(CODE_TYPES).nullable(),
  claimedAt: z.string().nullable(),
  claimExpiresAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type ParticipantOrder = z.infer<typeof participantOrderSchema>;

export const spendResponseSchema = z.object({ data: participantOrderSchema, balance: z.number().int() });
export type SpendResponse = z.infer<typeof spendResponseSchema>;

export const participantOrdersQuerySchema = z.object({
  /** `active` is the basket: bought rewards not used yet. */
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const participantOrdersResponseSchema = z.object({
  data: z.array(participantOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const orderIdParams = z.object({ orderId: z.uuid() });

export const participantOrderResponseSchema = z.object({ data: participantOrderSchema });
