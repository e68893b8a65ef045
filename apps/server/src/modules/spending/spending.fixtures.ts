import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { greenpointTransactions, participants, productCodes, products } from '../../db/schema/index.ts';
import type { Tenancy } from '../../test/test-world.ts';

let sequence = 0;

/** An approved, active product of the tenancy's merchant, on sale in its city. */
export async function createShopProduct(
  db: Db,
  world: Tenancy,
  overrides: Partial<typeof products.$inferInsert> & { codes?: number } = {},
) {
  const { codes = 0, ...values } = overrides;
  const stock = values.stock ?? 10;
  const [product] = await db
    .insert(products)
    .values({
      tenantId: world.tenant.id,
      cityId: world.city.id,
      titleFr: `Article ${++sequence}`,
      titleEn: `Item ${sequence}`,
      price: '1.00',
      stock,
      initialStock: stock,
      isApproved: true,
      status: 'active',
      isBarCode: true,
      barCode: `GEN-${sequence}`,
      ...values,
    })
    .returning();
  if (codes > 0) {
    await db.insert(productCodes).values(
      Array.from({ length: codes }, (_, index) => ({
        productId: product!.id,
        tenantId: world.tenant.id,
        barCode: `U-${sequence}-${String(index).padStart(4, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      })),
    );
  }
  return product!;
}

/** A participant of the tenancy's organisation, credited `points` through the ledger (so balance = sum of it). */
export async function createFundedParticipant(db: Db, world: Tenancy, points: number) {
  const index = ++sequence;
  const [participant] = await db
    .insert(participants)
    .values({
      cityId: world.city.id,
      organisationId: world.organisation.id,
      branchId: world.branch.id,
      username: `buyer-${world.label}-${index}`,
      firstName: 'Acheteur',
      lastName: String(index),
      email: `buyer-${index}.${world.label}@test.mobiverte.org`.toLowerCase(),
    })
    .returning();
  await fund(db, participant!.id, world.city.id, points);
  return participant!;
}

export async function fund(db: Db, participantId: string, cityId: string, points: number) {
  await db.transaction(async (tx) => {
    await tx.insert(greenpointTransactions).values({
      participantId,
      cityId,
      transactionType: 'CHANGE_POINTS',
      transactionValue: points,
      createdBy: 'test',
    });
    await tx
      .update(participants)
      .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${points}` })
      .where(eq(participants.id, participantId));
  });
}

export async function balanceOf(db: Db, participantId: string) {
  const [row] = await db.select().from(participants).where(eq(participants.id, participantId));
  return row!.greenpointBalance;
}

export async function ledgerSumOf(db: Db, participantId: string) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${greenpointTransactions.transactionValue}), 0)::int` })
    .from(greenpointTransactions)
    .where(eq(greenpointTransactions.participantId, participantId));
  return row!.sum;
}

export async function stockOf(db: Db, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  return row!;
}

/** The body the app sends for a product, with its current price. */
export const spendBody = (product: { id: string; greenpoints: number }, extra: Record<string, unknown> = {}) => ({
  greenpoints: product.greenpoints,
  transactionDetails: { productId: product.id },
  ...extra,
});
