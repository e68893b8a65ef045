import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { citySettings, participants, products } from '../../db/schema/index.ts';
import { refundOrder } from '../../modules/spending/order-ledger.ts';
import { claimOrder, showOrderCode } from '../../modules/spending/participant-orders.service.ts';
import { transitionOrder } from '../../modules/spending/spending.repository.ts';
import { spendGreenpoints } from '../../modules/spending/spending.service.ts';
import { addDays } from '../builders/dates.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import type { DemoContext, DemoStep } from '../demo-context.ts';
import type { Random } from '../random.ts';
import { SOLD_OUT_UNITS } from './catalogue.step.ts';

/** Purchases per city over the last months, about one per participant and month at most. */
const ORDERS_PER_CITY = 140;
const HISTORY_DAYS = 150;
const MINUTE_MS = 60_000;

type Fate = 'active' | 'completed' | 'cancelled' | 'expired' | 'on_hold';
type Purchase = { at: Date; productId: string; buyerId?: string };

/**
 * A history of orders in every state, made through the spending service like the mobile app's purchases:
 * participants with enough greenpoints from their trips buy products of their city; then each order is
 * completed (claimed, code shown within 15 minutes), cancelled (refunded), expired (refunded when the city's
 * days before orders expire ran out), put on hold, or left active in the basket. Sold-out products sell
 * their last units here.
 */
export const ordersStep: DemoStep = {
  name: 'orders',
  async run(ctx, random) {
    // The services open savepoints inside the generator's transaction.
    const db = ctx.tx as unknown as Db;
    const demoParticipant = ctx.world.participants.find((person) => person.email === getDemoEmail('participant'));
    for (const city of ctx.world.cities) {
      const [settings] = await ctx.tx.select().from(citySettings).where(eq(citySettings.cityId, city.id));
      const expiryDays = settings?.daysBeforeOrdersExpire ?? 30;
      const catalogue = await ctx.tx
        .select()
        .from(products)
        .where(and(eq(products.cityId, city.id), eq(products.status, 'active')))
        .orderBy(asc(products.createdAt), asc(products.id));
      if (catalogue.length === 0) continue;
      const buyers = await ctx.tx
        .select({ id: participants.id, balance: participants.greenpointBalance })
        .from(participants)
        .where(eq(participants.cityId, city.id))
        .orderBy(asc(participants.id));
      const plan = planPurchases(
        ctx,
        random,
        catalogue,
        demoParticipant?.cityId === city.id ? demoParticipant.id : null,
      );
      for (const [index, purchase] of plan.entries()) {
        const product = catalogue.find((candidate) => candidate.id === purchase.productId)!;
        const buyer = purchase.buyerId
          ? buyers.find((candidate) => candidate.id === purchase.buyerId)
          : pickBuyer(random, buyers, product.greenpoints);
        if (!buyer || buyer.balance < product.greenpoints) continue;
        const outcome = await spendGreenpoints(
          db,
          buyer.id,
          { greenpoints: product.greenpoints, orderId: random.uuid(), transactionDetails: { productId: product.id } },
          `demo-${city.key}-${index}`,
          purchase.at,
        );
        if (outcome.status !== 200 || !('data' in outcome.body)) continue;
        buyer.balance = outcome.body.balance;
        const order = outcome.body.data;
        const fate =
          product.initialStock === SOLD_OUT_UNITS
            ? 'completed'
            : chooseFate(random, purchase.at, ctx.now, expiryDays, product.isDelivery);
        const refunded = await settle(db, random, {
          participantId: buyer.id,
          orderId: order.id,
          fate,
          boughtAt: purchase.at,
          expiresAt: new Date(order.expiresAt),
          now: ctx.now,
        });
        if (refunded) buyer.balance += product.greenpoints;
      }
    }
  },
};

/** Purchase dates spread over the last months, oldest first, and every unit of the sold-out products. */
function planPurchases(
  ctx: DemoContext,
  random: Random,
  catalogue: { id: string; stock: number; availability: string; createdAt: Date }[],
  demoParticipantId: string | null,
): Purchase[] {
  // Opening hours, about 7:00 to 18:00 in the cities' time zone (UTC-5 or UTC-4), at least an hour before now.
  const at = (daysAgo: number) =>
    new Date(addDays(ctx.now, -daysAgo).getTime() + random.int(12 * 60, 22 * 60 + 59) * MINUTE_MS);
  const plan: Purchase[] = [];
  const onSale = catalogue.filter((product) => product.stock > SOLD_OUT_UNITS);
  for (let index = 0; index < ORDERS_PER_CITY; index++) {
    const product = random.pick(onSale);
    const daysAgo = random.int(1, HISTORY_DAYS);
    if (addDays(ctx.now, -daysAgo) > product.createdAt) plan.push({ at: at(daysAgo), productId: product.id });
  }
  for (const product of catalogue.filter((candidate) => candidate.stock === SOLD_OUT_UNITS)) {
    for (let unit = 0; unit < SOLD_OUT_UNITS; unit++) plan.push({ at: at(random.int(20, 60)), productId: product.id });
  }
  if (demoParticipantId) {
    // The demo participant's basket: a few recent purchases and some older ones, for the participant API.
    for (const daysAgo of [2, 5, 12, 40, 75, 110]) {
      plan.push({ at: at(daysAgo), productId: random.pick(onSale).id, buyerId: demoParticipantId });
    }
  }
  return plan.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function pickBuyer(random: Random, buyers: { id: string; balance: number }[], price: number) {
  const able = buyers.filter((buyer) => buyer.balance >= price);
  return able.length > 0 ? random.pick(able) : undefined;
}

function chooseFate(random: Random, boughtAt: Date, now: Date, expiryDays: number, delivery: boolean): Fate {
  const expired = addDays(boughtAt, expiryDays) < now;
  if (expired) {
    return random.pickWeighted<Fate>([
      ['completed', 60],
      ['expired', 25],
      ['cancelled', 10],
      ['on_hold', delivery ? 10 : 2],
    ]);
  }
  return random.pickWeighted<Fate>([
    ['active', 45],
    ['completed', 35],
    ['cancelled', 8],
    ['on_hold', delivery ? 20 : 5],
  ]);
}

/** Moves a fresh order to its fate through the same functions the app, the admins and the job use. */
async function settle(
  db: Db,
  random: Random,
  order: { participantId: string; orderId: string; fate: Fate; boughtAt: Date; expiresAt: Date; now: Date },
): Promise<boolean> {
  const { participantId, orderId, fate, boughtAt, expiresAt } = order;
  // What happened after the purchase happened before the world's "now" (and a claim's 15 minutes too).
  const later = (minMinutes: number, maxMinutes: number) =>
    new Date(
      Math.min(
        boughtAt.getTime() + random.int(minMinutes, maxMinutes) * MINUTE_MS,
        order.now.getTime() - 15 * MINUTE_MS,
      ),
    );
  if (fate === 'completed') {
    const claimedAt = later(30, 3 * 24 * 60);
    await claimOrder(db, participantId, orderId, claimedAt);
    await showOrderCode(db, participantId, orderId, new Date(claimedAt.getTime() + random.int(1, 10) * MINUTE_MS));
    return false;
  }
  if (fate === 'on_hold') {
    const heldAt = later(60, 24 * 60);
    await db.transaction((tx) => transitionOrder(tx, orderId, ['active'], { status: 'on_hold', updatedAt: heldAt }));
    return false;
  }
  if (fate === 'cancelled') {
    return db.transaction((tx) => refundOrder(tx, orderId, 'cancelled', later(60, 5 * 24 * 60)));
  }
  if (fate === 'expired') {
    const jobRun = new Date(Math.min(expiresAt.getTime() + random.int(1, 5) * MINUTE_MS, order.now.getTime()));
    return db.transaction((tx) => refundOrder(tx, orderId, 'expired', jobRun));
  }
  return false;
}
