import { sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { cities } from '../db/schema/index.ts';
import { startOfUtcDay } from './builders/dates.builder.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { createEmptyWorld, type DemoContext, type DemoStep, type DemoWorld } from './demo-context.ts';
import { DEMO_STEPS } from './demo-steps.ts';
import { createRandom } from './random.ts';

/** Serialises generation between API processes sharing one PostgreSQL database. */
const GENERATION_LOCK = 0x6d6f6269; // "mobi"

export type GenerateOptions = {
  seed: number;
  productKey: string;
  /** Defaults to midnight UTC today, so that dates stay relative to the day the world is made. */
  now?: Date;
  steps?: readonly DemoStep[];
  /** Seals the demo's stored secrets (Laval's MailerLite key); without it the demo stores none. */
  encryptionKey?: string;
};

/**
 * Builds the demo world in one transaction. Returns null, writing nothing, when the database already has a
 * city (another process generated it first).
 */
export async function generateDemoWorld(db: Db, options: GenerateOptions): Promise<DemoWorld | null> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${GENERATION_LOCK})`);
    if (await hasCity(tx)) return null;
    const ctx: DemoContext = {
      tx,
      seed: options.seed,
      productKey: options.productKey,
      now: options.now ?? startOfUtcDay(new Date()),
      passwordHash,
      encryptionKey: options.encryptionKey,
      usedEmails: new Set(),
      world: createEmptyWorld(),
    };
    for (const step of options.steps ?? DEMO_STEPS) {
      await step.run(ctx, createRandom(options.seed, step.name));
    }
    return ctx.world;
  });
}

/** Called on every start: generates the demo world when the database has no city, otherwise does nothing. */
export async function ensureDemoWorld(
  db: Db,
  options: { seed: number; productKey: string; logger: Logger; now?: Date; encryptionKey?: string },
) {
  if (await hasCity(db)) return;
  const started = performance.now();
  const world = await generateDemoWorld(db, options);
  if (!world) return;
  const seconds = Math.round(performance.now() - started) / 1000;
  options.logger.info({ seed: options.seed, seconds, ...countWorld(world) }, 'demo world generated');
}

export function countWorld(world: DemoWorld) {
  return {
    cities: world.cities.length,
    organisations: world.organisations.length,
    branches: world.organisations.reduce((sum, organisation) => sum + organisation.branches.length, 0),
    participants: world.participants.length,
    tenants: world.tenants.length,
    stores: world.tenants.reduce((sum, tenant) => sum + tenant.stores.length, 0),
    externalUsers: world.externalUsers.length,
    carpoolEvents: world.carpoolEvents.length,
    happyHours: world.happyHours,
    badges: world.badges,
    trips: world.trips.recorded,
    countedTrips: world.trips.counted,
    greenpoints: world.trips.greenpoints,
  };
}

async function hasCity(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).limit(1);
  return rows.length > 0;
}
