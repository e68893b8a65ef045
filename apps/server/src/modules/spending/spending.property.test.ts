import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { citySettings, greenpointTransactions, orders, productCodes } from '../../db/schema/index.ts';
import { createRandom } from '../../demo/random.ts';
import { expireOrders } from '../../jobs/expire-orders.job.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { refundOrder, reinstateOrder } from './order-ledger.ts';
import { claimOrder, showOrderCode } from './participant-orders.service.ts';
import {
  balanceOf,
  createFundedParticipant,
  createShopProduct,
  fund,
  ledgerSumOf,
  spendBody,
  stockOf,
} from './spending.fixtures.ts';
import { spendGreenpoints } from './spending.service.ts';

type ModelProduct = { id: string; price: number; initial: number; stock: number; unique: boolean; freeCodes: number };
type ModelOrder = {
  id: string;
  participant: number;
  product: ModelProduct;
  status: 'active' | 'completed' | 'cancelled' | 'expired';
  refunded: boolean;
  hasCode: boolean;
  codeUsed: boolean;
};

const SEEDS = [1, 2, 3];
const STEPS = 60;

/**
 * Random sequences of earn (trips and ledger credits), spend, complete, cancel, expire and reactivate,
 * checked after every step against an in-memory model: the balance is the sum of the ledger, stock + sold is
 * the initial stock, every order has at most one payment and one refund, and each operation answers what the
 * model expects.
 */
describe.each(TEST_DATABASES)('spending against a model on %s', (kind) => {
  let database: Database;
  let world: Tenancy;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Model');
    await database.db.insert(citySettings).values({ cityId: world.city.id, pointsCoefficient: '10' });
  }, 60_000);
  afterAll(async () => database?.close());

  it.each(SEEDS)(
    'keeps the invariants over a random sequence (seed %i)',
    async (seed) => {
      const random = createRandom(seed, 'spending-model');
      const db = database.db;
      const people = [] as { id: string; balance: number }[];
      for (let index = 0; index < 3; index++) {
        const points = random.int(0, 400);
        people.push({ id: (await createFundedParticipant(db, world, points)).id, balance: points });
      }
      const catalogue: ModelProduct[] = [];
      for (const [unique, stock, codes, price] of [
        [true, 5, 6, '1.20'],
        [false, 4, 0, '0.75'],
      ] as const) {
        const row = await createShopProduct(db, world, { stock, price, isUniqueBarcode: unique, codes });
        catalogue.push({ id: row.id, price: row.greenpoints, initial: stock, stock, unique, freeCodes: codes });
      }
      const bought: ModelOrder[] = [];
      const happened = new Set<string>();
      let tripHour = Date.UTC(2026, 0, 5, 12) + seed * 10_000 * 3_600_000;

      const expectError = async (promise: Promise<unknown>, code: string) =>
        expect(promise).rejects.toMatchObject({ code });

      for (let step = 0; step < STEPS; step++) {
        const action = random.pickWeighted([
          ['earn', 2],
          ['spend', 5],
          ['complete', 2],
          ['cancel', 2],
          ['expire', 1],
          ['reinstate', 2],
          ['expire-job', 1],
        ] as const);
        const who = random.int(0, people.length - 1);
        const person = people[who]!;
        const order = bought.length > 0 ? random.pick(bought) : undefined;
        if (action === 'earn') {
          if (random.chance(0.5)) {
            const points = random.int(1, 200);
            await fund(db, person.id, world.city.id, points);
            person.balance += points;
          } else {
            const start = new Date((tripHour += 3_600_000));
            const [result] = await ingestTrips(db, person.id, [
              {
                id: `model-${seed}-${step}`,
                activityType: 'bike',
                startTime: start.toISOString(),
                endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
                distance: random.int(1000, 15000),
                source: 'app',
              },
            ]);
            person.balance += result!.greenpoints;
          }
        } else if (action === 'spend') {
          const product = random.pick(catalogue);
          const outcome = await spendGreenpoints(
            db,
            person.id,
            spendBody({ id: product.id, greenpoints: product.price }),
            randomUUID(),
          );
          if (person.balance < product.price) {
            expect(outcome.body).toMatchObject({ error: { code: 'insufficient_greenpoints' } });
          } else if (product.stock === 0 || (product.unique && product.freeCodes === 0)) {
            expect(outcome.body).toMatchObject({ error: { code: 'insufficient_stock' } });
          } else {
            expect(outcome.status).toBe(200);
            person.balance -= product.price;
            product.stock -= 1;
            if (product.unique) product.freeCodes -= 1;
            happened.add('spend');
            const id = (outcome.body as { data: { id: string } }).data.id;
            bought.push({
              id,
              participant: who,
              product,
              status: 'active',
              refunded: false,
              hasCode: product.unique,
              codeUsed: false,
            });
          }
        } else if (action === 'complete' && order) {
          const owner = people[order.participant]!.id;
          if (order.status === 'active') {
            await claimOrder(db, owner, order.id);
            expect((await showOrderCode(db, owner, order.id)).data.status).toBe('completed');
            order.status = 'completed';
            order.codeUsed = order.hasCode;
          } else if (order.status !== 'completed') {
            await expectError(claimOrder(db, owner, order.id), 'order_not_claimable');
          }
        } else if ((action === 'cancel' || action === 'expire') && order) {
          const next = action === 'cancel' ? 'cancelled' : 'expired';
          const allowed = action === 'cancel' ? ['active', 'completed'] : ['active'];
          const done = await db.transaction((tx) => refundOrder(tx, order.id, next));
          expect(done).toBe(allowed.includes(order.status) && !order.refunded);
          if (done) {
            happened.add(next);
            giveBack(order, next);
          }
        } else if (action === 'reinstate' && order) {
          const attempt = db.transaction((tx) => reinstateOrder(tx, order.id));
          const owner = people[order.participant]!;
          const product = order.product;
          if (order.status !== 'cancelled') await expectError(attempt, 'invalid_order_transition');
          else if (owner.balance < product.price) await expectError(attempt, 'insufficient_greenpoints');
          else if (product.stock === 0 || (product.unique && !order.hasCode && product.freeCodes === 0)) {
            await expectError(attempt, 'insufficient_stock');
          } else {
            await attempt;
            owner.balance -= product.price;
            product.stock -= 1;
            if (product.unique && !order.hasCode) {
              product.freeCodes -= 1;
              order.hasCode = true;
            }
            order.status = 'active';
            order.refunded = false;
            happened.add('reinstate');
          }
        } else if (action === 'expire-job') {
          await expireOrders(db, new Date(Date.now() + 400 * 86_400_000));
          for (const each of bought) if (each.status === 'active') giveBack(each, 'expired');
        }
        await checkInvariants();
      }
      expect(happened.has('spend') && (happened.has('cancelled') || happened.has('expired'))).toBe(true);

      function giveBack(order: ModelOrder, next: 'cancelled' | 'expired') {
        order.status = next;
        order.refunded = true;
        people[order.participant]!.balance += order.product.price;
        order.product.stock += 1;
        if (order.hasCode && !order.codeUsed) {
          order.hasCode = false;
          order.product.freeCodes += 1;
        }
      }

      async function checkInvariants() {
        for (const person of people) {
          expect(await balanceOf(db, person.id)).toBe(person.balance);
          expect(await ledgerSumOf(db, person.id)).toBe(person.balance);
        }
        for (const product of catalogue) {
          const sold = bought.filter((order) => order.product === product && !order.refunded).length;
          expect((await stockOf(db, product.id)).stock).toBe(product.stock);
          expect(product.stock + sold).toBe(product.initial);
          const [free] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(productCodes)
            .where(sql`${productCodes.productId} = ${product.id} and ${productCodes.orderId} is null`);
          expect(free!.count).toBe(product.freeCodes);
        }
        const [entries] = await db
          .select({
            payments: sql<number>`count(*) filter (where ${greenpointTransactions.transactionValue} < 0)::int`,
            refunds: sql<number>`count(*) filter (where ${greenpointTransactions.transactionValue} > 0)::int`,
          })
          .from(greenpointTransactions)
          .innerJoin(orders, eq(orders.id, greenpointTransactions.orderId))
          .where(
            inArray(
              orders.productId,
              catalogue.map((product) => product.id),
            ),
          );
        expect(entries!.payments).toBe(bought.length);
        expect(entries!.refunds).toBe(bought.filter((order) => order.refunded).length);
      }
    },
    120_000,
  );
});
