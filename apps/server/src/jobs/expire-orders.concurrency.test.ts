import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { cityAdmins, greenpointTransactions, orders } from '../db/schema/index.ts';
import { claimOrder } from '../modules/spending/participant-orders.service.ts';
import {
  balanceOf,
  createFundedParticipant,
  createShopProduct,
  ledgerSumOf,
  spendBody,
  stockOf,
} from '../modules/spending/spending.fixtures.ts';
import { spendGreenpoints } from '../modules/spending/spending.service.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createTenancy, type Tenancy } from '../test/test-world.ts';
import { expireOrders } from './expire-orders.job.ts';

const ROUNDS = 50;
const PRICE = 100;

/**
 * The expiry job racing an admin's cancel or the buyer's claim, many times over: each round has exactly one
 * outcome and the ledger at most one refund. Real concurrency needs real connections, so this runs on
 * PostgreSQL only (TEST_DATABASE_URL); PGlite has one connection and serialises everything, so it is skipped there.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'order expiry racing a cancel or a claim on postgres (skipped on PGlite: one connection, no real concurrency)',
  () => {
    let database: Database;
    let app: FastifyInstance;
    let world: Tenancy;
    let cityToken: string;
    let cityUserId: string;

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      world = await createTenancy(database.db, 'Race');
      ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
      cityToken = await signIn(app, world.emails.city);
      const [admin] = await database.db.select().from(cityAdmins).where(eq(cityAdmins.email, world.emails.city));
      cityUserId = admin!.authUserId;
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const refundsOf = (orderId: string) =>
      database.db
        .select()
        .from(greenpointTransactions)
        .where(and(eq(greenpointTransactions.orderId, orderId), gt(greenpointTransactions.transactionValue, 0)));
    const movementsOf = (orderId: string) =>
      database.db.select().from(greenpointTransactions).where(eq(greenpointTransactions.orderId, orderId));
    const orderOf = async (orderId: string) =>
      (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

    /** A bought order whose expiry date is `expiresAt`, on a product with its own stock. */
    const buy = async (participantId: string, productId: { id: string; greenpoints: number }, expiresAt: Date) => {
      const orderId = randomUUID();
      const answer = await spendGreenpoints(
        database.db,
        participantId,
        spendBody(productId, { orderId }),
        randomUUID(),
      );
      expect(answer.status).toBe(200);
      await database.db.update(orders).set({ expiresAt }).where(eq(orders.id, orderId));
      return orderId;
    };

    it(`expiry and an admin cancel at once, ${ROUNDS} rounds: one outcome, one refund`, async () => {
      const product = await createShopProduct(database.db, world, { price: '1.00', stock: ROUNDS });
      const buyer = await createFundedParticipant(database.db, world, ROUNDS * PRICE);
      const outcomes = { expired: 0, cancelled: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const orderId = await buy(buyer.id, product, new Date(Date.now() - 60_000));
        const [expired, cancel] = await Promise.all([
          expireOrders(database.db),
          app.inject({
            method: 'PATCH',
            url: `/api/orders/${orderId}/status`,
            headers: bearer(cityToken),
            payload: { status: 'cancelled' },
          }),
        ]);
        const order = await orderOf(orderId);
        if (order.status === 'expired') {
          expect(expired).toBe(1);
          expect(cancel.statusCode).toBe(409);
          outcomes.expired++;
        } else {
          expect(order.status).toBe('cancelled');
          expect(expired).toBe(0);
          expect(cancel.statusCode).toBe(200);
          outcomes.cancelled++;
        }
        expect(order.refunded).toBe(true);
        const refunds = await refundsOf(orderId);
        expect(refunds).toHaveLength(1);
        // The refund records who really acted: the job, or the admin who cancelled.
        expect(refunds[0]!.createdBy).toBe(order.status === 'expired' ? 'system' : cityUserId);
        expect(await movementsOf(orderId)).toHaveLength(2);
        expect(await balanceOf(database.db, buyer.id)).toBe(ROUNDS * PRICE);
        expect(await ledgerSumOf(database.db, buyer.id)).toBe(ROUNDS * PRICE);
        expect((await stockOf(database.db, product.id)).stock).toBe(ROUNDS);
      }
      expect(outcomes.expired + outcomes.cancelled).toBe(ROUNDS);
    }, 120_000);

    it(`expiry and a claim at once, ${ROUNDS} rounds: claimed and kept, or expired and refunded once`, async () => {
      const product = await createShopProduct(database.db, world, { price: '1.00', stock: ROUNDS });
      const buyer = await createFundedParticipant(database.db, world, ROUNDS * PRICE);
      const outcomes = { claimed: 0, expired: 0 };
      let spent = 0;
      for (let round = 0; round < ROUNDS; round++) {
        // The order expires at `edge`: the claim comes a moment before it, the job a moment after it.
        const edge = new Date(Date.now() + 60_000);
        const orderId = await buy(buyer.id, product, edge);
        const [expired, claim] = await Promise.all([
          expireOrders(database.db, new Date(edge.getTime() + 1)),
          claimOrder(database.db, buyer.id, orderId, new Date(edge.getTime() - 1)).then(
            () => 'claimed' as const,
            (error: { code?: string }) => error.code ?? 'unknown',
          ),
        ]);
        const order = await orderOf(orderId);
        if (order.status === 'expired') {
          expect(claim).toBe('order_not_claimable');
          expect(expired).toBe(1);
          expect(order.claimExpiresAt).toBeNull();
          expect(await refundsOf(orderId)).toHaveLength(1);
          expect(await movementsOf(orderId)).toHaveLength(2);
          outcomes.expired++;
        } else {
          expect(order.status).toBe('active');
          expect(claim).toBe('claimed');
          expect(expired).toBe(0);
          expect(order.claimExpiresAt!.getTime()).toBeGreaterThan(edge.getTime());
          expect(order.refunded).toBe(false);
          expect(await refundsOf(orderId)).toHaveLength(0);
          expect(await movementsOf(orderId)).toHaveLength(1);
          outcomes.claimed++;
          spent += PRICE;
          // Taken out of the next rounds' way: completed as if the code had been shown.
          await database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId));
        }
        expect(await balanceOf(database.db, buyer.id)).toBe(ROUNDS * PRICE - spent);
        expect(await ledgerSumOf(database.db, buyer.id)).toBe(ROUNDS * PRICE - spent);
      }
      expect(outcomes.claimed + outcomes.expired).toBe(ROUNDS);
    }, 120_000);
  },
);
