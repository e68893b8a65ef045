import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';

/** Raw bytes (images and their thumbnails). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const PRODUCT_STATUSES = ['need_approval', 'active', 'disabled', 'deleted'] as const;
export const PRODUCT_AVAILABILITIES = ['available', 'not_available', 'out_of_stock'] as const;
export const CODE_STATUSES = ['active', 'used', 'valid', 'cancelled'] as const;
export const CODE_TYPES = ['barCode', 'qrCode'] as const;

/** `{ value, period }`, as the organisation limits: at most `value` purchases per `period`. */
export type TransactionsPerPeriod = { value: number; period: 'day' | 'week' | 'month' | 'year' };

/** A merchant ("tenant") account that sells products for greenpoints through its stores. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .unique()
      .references(() => authUsers.id, { onDelete: 'set null' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    website: text('website'),
    logoUrl: text('logo_url'),
    description: text('description'),
    productCount: integer('product_count').notNull().default(0),
    /** When the city approved the merchant: null while a self-registered merchant waits (it cannot sell yet). */
    approvedAt: timestamp('approved_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tenants_city_idx').on(table.cityId),
    check('tenants_product_count_non_negative', sql`${table.productCount} >= 0`),
  ],
);

/**
 * A merchant's registration at `/register/tenant`, waiting for a city admin (or for the merchant through the
 * shared link `/register/confirm-tenant?pendingTenantId=…`) to confirm it; confirming creates the tenant.
 */
export const pendingTenants = pgTable(
  'pending_tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    website: text('website'),
    language: text('language', { enum: ['fr', 'en', 'de'] })
      .notNull()
      .default('fr'),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** When the merchant's account was created (its emailed link, or the city's confirmation). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the city approved the merchant; the city's pending list shows the registrations without it. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_tenants_city_idx').on(table.cityId, table.createdOn)],
);

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    email: text('email'),
    logoUrl: text('logo_url'),
    status: text('status', { enum: ['confirmed', 'pending'] }),
    merchantId: text('merchant_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stores_tenant_idx').on(table.tenantId), index('stores_city_idx').on(table.cityId)],
);

/** Product categories of a city, managed by its admins. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    nameDe: text('name_de'),
    displayingOrder: integer('displaying_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('product_categories_city_name_unique').on(table.cityId, table.nameFr)],
);

/**
 * Uploaded images (product pictures, logos, badges, challenges), with their 200x200 thumbnail, kept in the
 * database. An image belongs to its city's admins, to a merchant (`tenant_id`) or to an organisation
 * (`organisation_id`): only its owner may attach it to a record.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    uploadedBy: text('uploaded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_tenant_idx').on(table.tenantId), index('images_organisation_idx').on(table.organisationId)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    bodyTextFr: text('body_text_fr').notNull().default(''),
    bodyTextEn: text('body_text_en').notNull().default(''),
    sku: text('sku'),
    productUrl: text('product_url'),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /** Always 100 × price: computed by the database, never written. */
    greenpoints: integer('greenpoints')
      .notNull()
      .generatedAlwaysAs(sql`round(price * 100)::integer`),
    stock: integer('stock').notNull().default(0),
    initialStock: integer('initial_stock').notNull().default(0),
    availability: text('availability', { enum: PRODUCT_AVAILABILITIES }).notNull().default('available'),
    displayingOrder: integer('displaying_order').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    isDiscovery: boolean('is_discovery').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('need_approval'),
    /** Redeem steps, up to 5, in French and in English. */
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    stepsEn: jsonb('steps_en').$type<string[]>().notNull().default([]),
    isCoupon: boolean('is_coupon').notNull().default(false),
    isDelivery: boolean('is_delivery').notNull().default(false),
    isBarCode: boolean('is_bar_code').notNull().default(false),
    isCharacter: boolean('is_character').notNull().default(false),
    isUniqueCharacter: boolean('is_unique_character').notNull().default(false),
    isUniqueBarcode: boolean('is_unique_barcode').notNull().default(false),
    isQrCode: boolean('is_qr_code').notNull().default(false),
    isUniqueQrcode: boolean('is_unique_qrcode').notNull().default(false),
    /** The generic code shown to every buyer when the codes are not unique. */
    barCode: text('bar_code'),
    qrCodeUrl: text('qr_code_url'),
    maxTransactionsPerPeriod: jsonb('max_transactions_per_period').$type<TransactionsPerPeriod>(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_tenant_idx').on(table.tenantId, table.displayingOrder),
    index('products_city_catalogue_idx')
      .on(table.cityId, table.displayingOrder)
      .where(sql`${table.isApproved} AND ${table.status} = 'active'`),
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    check('products_initial_stock_non_negative', sql`${table.initialStock} >= 0`),
    check('products_price_non_negative', sql`${table.price} >= 0`),
    check('products_steps_at_most_five', sql`jsonb_array_length(${table.steps}) <= 5`),
    check('products_steps_en_at_most_five', sql`jsonb_array_length(${table.stepsEn}) <= 5`),
    check('products_approved_when_active', sql`${table.status} <> 'active' OR ${table.isApproved}`),
  ],
);

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_category_links_category_idx').on(table.categoryId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.imageId] })],
);
