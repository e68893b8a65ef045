import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PRODUCT_KEY } from '@mobiverte/contracts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  PRODUCT_URL_HOST: z.union([z.string().url(), z.literal('')]).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mobiverte <no-reply@mobiverte.org>'),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.string().default('false'),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Per participant and minute (issue 14); a backfill (the benchmark's load) lifts them. */
  TRIP_BATCHES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TRIPS_PER_MINUTE: z.coerce.number().int().positive().default(2_000),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  BRAND_NAME: z.string().default('Mobiverte'),
  BRAND_LOGO_URL: z.string().optional(),
  BRAND_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#2f9e44'),
  PRODUCT_KEY: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default(DEFAULT_PRODUCT_KEY),
  DEMO_SEED: z.coerce.number().int().default(42),
  DEMO_WORLD: z.enum(['true', 'false']).default('true'),
  JOBS: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
});

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  /** Product URLs must start with it (spec section 5); defaults to the origin of APP_URL. */
  productUrlHost: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  trustProxy: boolean | string;
  signInRateLimit: number;
  tripRateLimits: { batchesPerMinute: number; tripsPerMinute: number };
  signInRateWindowSeconds: number;
  brand: { name: string; logoUrl: string | null; primaryColor: string };
  productKey: string;
  demoSeed: number;
  demoWorld: boolean;
  /** Runs the background jobs (pg-boss: order expiry every 5 minutes) in this process. */
  jobs: boolean;
  webDist: string;
  logLevel: string;
};

/** Reads the environment; AUTH_SECRET, when unset, is generated once and stored in the data directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const trustProxy = parsed.TRUST_PROXY === 'true' ? true : parsed.TRUST_PROXY === 'false' ? false : parsed.TRUST_PROXY;
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    appUrl,
    productUrlHost: parsed.PRODUCT_URL_HOST || new URL(appUrl).origin,
    dataDir,
    databaseUrl: parsed.DATABASE_URL || undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    authSecret: parsed.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy,
    signInRateLimit: parsed.SIGN_IN_RATE_LIMIT,
    tripRateLimits: { batchesPerMinute: parsed.TRIP_BATCHES_PER_MINUTE, tripsPerMinute: parsed.TRIPS_PER_MINUTE },
    signInRateWindowSeconds: parsed.SIGN_IN_RATE_WINDOW_SECONDS,
    brand: {
      name: parsed.BRAND_NAME,
      logoUrl: parsed.BRAND_LOGO_URL ?? null,
      primaryColor: parsed.BRAND_PRIMARY_COLOR,
    },
    productKey: parsed.PRODUCT_KEY,
    demoSeed: parsed.DEMO_SEED,
    demoWorld: parsed.DEMO_WORLD === 'true',
    jobs: parsed.JOBS === 'true',
    webDist: path.resolve(parsed.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: parsed.LOG_LEVEL,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
