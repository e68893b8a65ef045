import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { orders } from '../../db/schema/index.ts';
import type { Tenancy } from '../../test/test-world.ts';

type OrderOverrides = Partial<typeof orders.$inferInsert> & {
  productNameFr?: string;
  productNameEn?: string;
  flags?: Partial<Record<'isCoupon' | 'isDelivery' | 'isBarCode' | 'isQrCode' | 'isCharacter', boolean>>;
};

/** Inserts one order of the tenancy's merchant, product and participant (tests only). */
export async function insertOrder(db: Db, world: Tenancy, overrides: OrderOverrides = {}) {
  const { productNameFr, productNameEn, flags, ...values } = overrides;
  const [row] = await db
    .insert(orders)
    .values({
      cityId: world.city.id,
      tenantId: world.tenant.id,
      productId: world.product.id,
      participantId: world.participant.id,
      transactionValue: 500,
      price: '5.00',
      greenpoints: 500,
      customerName: `Participant ${world.label}`,
      customerEmail: world.emails.participant,
      createdBy: world.participant.id,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      transactionDetails: {
        titleArray: [productNameFr ?? world.product.titleFr, productNameEn ?? world.product.titleEn],
        productNameFr: productNameFr ?? world.product.titleFr,
        productName: productNameEn ?? world.product.titleEn,
        categoryName: world.category.nameFr,
        categoryId: world.category.id,
        sku: null,
        productId: world.product.id,
        imageUrl: null,
        tenantName: world.tenant.name,
        tenantId: world.tenant.id,
        isCoupon: false,
        isDelivery: false,
        isBarCode: false,
        isQrCode: false,
        isCharacter: false,
        ...flags,
      },
      ...values,
    })
    .returning();
  return row!;
}

/** Inserts `count` orders in one statement, one minute apart before `newest` (bulk export tests). */
export async function insertManyOrders(db: Db, world: Tenancy, count: number, newest = new Date()) {
  await db.execute(sql`
    INSERT INTO orders (city_id, tenant_id, product_id, participant_id, transaction_value, price, greenpoints,
      customer_name, customer_email, created_by, expires_at, transaction_details, created_at)
    SELECT ${world.city.id}, ${world.tenant.id}, ${world.product.id}, ${world.participant.id}, 100, 1.00, 100,
      'Client ' || n, 'client' || n || '@example.org', 'fixture', now() + interval '30 days',
      jsonb_build_object('titleArray', jsonb_build_array('Lot ' || n, 'Batch ' || n), 'productNameFr', 'Lot ' || n,
        'productName', 'Batch ' || n, 'categoryName', null, 'categoryId', null, 'sku', null,
        'productId', ${world.product.id}::text, 'imageUrl', null, 'tenantName', ${world.tenant.name}::text,
        'tenantId', ${world.tenant.id}::text, 'isCoupon', true, 'isDelivery', false, 'isBarCode', false,
        'isQrCode', false, 'isCharacter', false),
      ${newest.toISOString()}::timestamptz - n * interval '1 minute'
    FROM generate_series(1, ${count}::int) AS n`);
}
