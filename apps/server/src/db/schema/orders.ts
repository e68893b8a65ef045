import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  check,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities } from './cities.ts';
import { participants } from './people.ts';
import { CODE_STATUSES, CODE_TYPES, products, tenants } from './tenants.ts';

export const ORDER_STATUSES = ['on_hold', 'completed', 'cancelled', 'active', 'expired'] as const;
export const DELIVERY_STATUSES = ['does_not_apply', 'pickup', 'need_to_be_prepared', 'prepared', 'delivered'] as const;
export const PAYMENT_STATUSES = ['failed', 'success', 'processing'] as const;

/** What an order keeps of the product at the time of the purchase (the spec's `transactionDetails`). */
export type TransactionDetails = {
  titleArray: string[];
  productNameFr: string;
  productName: string;
  categoryName: string | null;
  categoryId: string | null;
  sku: string | null;
  productId: string;
  imageUrl: string | null;
  tenantName: string;
  tenantId: string;
  isCoupon: boolean;
  isDelivery: boolean;
  isBarCode: boolean;
  isQrCode: boolean;
  isCharacter: boolean;
};

export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * One purchase of one product by one participant. The stock decrement, the code hand-out, the order and the
 * `SHOPPING` ledger entry are written in one transaction; cancelling or expiring returns them exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('active'),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }).notNull().default('does_not_apply'),
    trackingNumber: text('tracking_number'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('success'),
    transactionType: text('transaction_type').notNull().default('SHOPPING'),
    /** Points spent (negative in the ledger, positive here). */
    transactionValue: integer('transaction_value').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    greenpoints: integer('greenpoints').notNull(),
    transactionDetails: jsonb('transaction_details').$type<TransactionDetails>().notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** The code handed out (unique codes), or the product's generic code. */
    code: text('code'),
    codeType: text('code_type', { enum: CODE_TYPES }),
    createdBy: text('created_by').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** When an unclaimed order expires (the city's "days before orders expire" after the purchase). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Whether the stock and the points are currently returned (cancelled or expired). */
    refunded: boolean('refunded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_tenant_created_idx').on(table.tenantId, table.createdAt.desc(), table.id.desc()),
    index('orders_city_created_idx').on(table.cityId, table.createdAt.desc(), table.id.desc()),
    index('orders_participant_product_idx').on(table.participantId, table.productId, table.createdAt),
    index('orders_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active' AND ${table.claimedAt} IS NULL`),
    check('orders_values_non_negative', sql`${table.transactionValue} >= 0 AND ${table.greenpoints} >= 0`),
  ],
);

/**
 * The codes of a product (unique bar codes, QR codes or character codes), handed out once: `order_id` is set
 * when a purchase takes the code and is unique.
 */
export const productCodes = pgTable(
  'product_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    barCode: text('bar_code').notNull(),
    type: text('type', { enum: CODE_TYPES }).notNull().default('barCode'),
    status: text('status', { enum: CODE_STATUSES }).notNull().default('active'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_codes_product_code_unique').on(table.productId, table.barCode),
    uniqueIndex('product_codes_order_unique')
      .on(table.orderId)
      .where(sql`${table.orderId} IS NOT NULL`),
    index('product_codes_available_idx')
      .on(table.productId, table.createdAt)
      .where(sql`${table.status} = 'active' AND ${table.orderId} IS NULL`),
  ],
);

/**
 * The first answer to a spend, kept per participant and `Idempotency-Key`: a retry replays it and never
 * spends twice.
 */
export const spendRequests = pgTable(
  'spend_requests',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.participantId, table.idempotencyKey] }),
    index('spend_requests_created_idx').on(table.createdAt),
  ],
);
