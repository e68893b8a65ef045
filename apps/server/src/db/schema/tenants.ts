import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';

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
    productCount: integer('product_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tenants_city_idx').on(table.cityId)],
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
    logoUrl: text('logo_url'),
    status: text('status', { enum: ['confirmed', 'pending'] }),
    merchantId: text('merchant_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stores_tenant_idx').on(table.tenantId), index('stores_city_idx').on(table.cityId)],
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
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    stock: integer('stock').notNull().default(0),
    initialStock: integer('initial_stock').notNull().default(0),
    status: text('status', { enum: ['need_approval', 'active', 'disabled', 'deleted'] })
      .notNull()
      .default('need_approval'),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_tenant_idx').on(table.tenantId),
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    check('products_price_non_negative', sql`${table.price} >= 0`),
  ],
);
