import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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
  /** Encrypts the secrets the product stores (a city's MailerLite API key); unset or empty, AUTH_SECRET does. */
  ENCRYPTION_KEY: z.union([z.string().min(32), z.literal('')]).optional(),
  /** MailerLite's API; unset in development with the demo world, the in-process stand-in answers instead. */
  MAILERLITE_API_URL: z.union([z.string().url(), z.literal('')]).optional(),
  NODE_ENV: z.string().optional(),
  /** The platform operator's secret; unset (or empty): city onboarding does not exist on this deployment. */
  PLATFORM_OPERATOR_TOKEN: z.union([z.string().min(32), z.literal('')]).optional(),
  TRUST_PROXY: z.string().default('false'),
  TRUSTED_ORIGINS: z.string().default(''),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  SIGN_IN_ACCOUNT_LOCK_AFTER: z.coerce.number().int().positive().default(5),
  SIGN_IN_ACCOUNT_LOCK_SECONDS: z.coerce.number().int().positive().default(60),
  SIGN_IN_ACCOUNT_LOCK_MAX_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Per participant and minute (issue 14); a backfill (the benchmark's load) lifts them. */
  TRIP_BATCHES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TRIPS_PER_MINUTE: z.coerce.number().int().positive().default(2_000),
  EMAIL_CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
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
  /** The push service's send endpoint (Expo's push API shape); unset, notifications reach the app's inbox only. */
  PUSH_URL: z.union([z.string().url(), z.literal('')]).optional(),
  PUSH_ACCESS_TOKEN: z.string().optional(),
  /** The maps' basemap style (a city's own tiles or a provider's); unset, the offline style that ships with the product. */
  MAP_STYLE_URL: z.union([z.string().url(), z.literal('')]).optional(),
  /** An OSRM server for carpool matching's driving times; unset, straight lines × 1.3. */
  ROUTING_URL: z.union([z.string().url(), z.literal('')]).optional(),
  /** The seconds of each minute the maps' fold job may work (a backlog folds over the following minutes). */
  MAILERLITE_SYNC_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
  MAP_FOLD_SECONDS: z.coerce.number().int().min(1).max(50).default(15),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
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
  /** The secret the stored secrets are encrypted with (HKDF → AES-256-GCM): ENCRYPTION_KEY, else AUTH_SECRET. */
  encryptionKey: string;
  /**
   * MailerLite's API base URL; `standIn`: the app serves an in-memory MailerLite at MAILERLITE_STAND_IN_PATH and
   * talks to it (development with the demo world and no MAILERLITE_API_URL).
   */
  mailerlite: { apiUrl: string; standIn: boolean };
  /**
   * The secret a platform operator sends (`x-platform-token`) to create a city and its first admin; null: the
   * onboarding API answers 404.
   */
  platformOperatorToken: string | null;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs (`true` trusts anyone). */
  trustProxy: boolean | number | string[];
  /** Origins accepted besides APP_URL's (better-auth's Origin check and callback URLs). */
  trustedOrigins: string[];
  /** Failed sign-ins per client address and window before the address is refused (known accounts excepted). */
  signInRateLimit: number;
  tripRateLimits: { batchesPerMinute: number; tripsPerMinute: number };
  /** Email campaigns' throttle: emails one process sends per minute at most. */
  emailCampaignRatePerMinute: number;
  /** How long "sync now" waits for the mailing list's synchronisation before answering 202 with its progress. */
  mailerliteSyncWaitMs: number;
  signInRateWindowSeconds: number;
  /** An account is locked after this many failures, first for the lock seconds, doubling, up to the maximum. */
  signInAccountLockAfter: number;
  signInAccountLockSeconds: number;
  signInAccountLockMaxSeconds: number;
  brand: { name: string; logoUrl: string | null; primaryColor: string };
  productKey: string;
  demoSeed: number;
  demoWorld: boolean;
  /** Runs the background jobs (pg-boss: order expiry every 5 minutes) in this process. */
  jobs: boolean;
  /** The push service (issue 18); null: notifications reach the participants' inbox only. */
  push: { url: string; accessToken: string | null } | null;
  /** The maps' basemap style URL (issue 19); null: the offline style that ships with the product. */
  mapStyleUrl: string | null;
  /** The OSRM server carpool matching asks for driving times (ROUTING_URL); null: straight lines × 1.3. */
  routingUrl: string | null;
  /** The seconds of each minute the maps' fold job may work (MAP_FOLD_SECONDS). */
  mapFoldSeconds: number;
  /**
   * On SIGTERM, how long the process keeps serving with `/api/health` answering 503 before it closes, so that
   * the reverse proxy's health checks take it out of rotation first (0: close at once).
   */
  shutdownDrainSeconds: number;
  webDist: string;
  logLevel: string;
};

/** Reads the environment; AUTH_SECRET, when unset, is generated once and stored in the data directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const authSecret = parsed.AUTH_SECRET ?? readOrCreateSecret(dataDir);
  const demoWorld = parsed.DEMO_WORLD === 'true';
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    appUrl,
    productUrlHost: parsed.PRODUCT_URL_HOST || new URL(appUrl).origin,
    dataDir,
    databaseUrl: parsed.DATABASE_URL || undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    authSecret,
    encryptionKey: parsed.ENCRYPTION_KEY || authSecret,
    mailerlite: mailerLiteApi(parsed.MAILERLITE_API_URL, {
      demoWorld,
      production: parsed.NODE_ENV === 'production',
      host: parsed.HOST,
      port: parsed.PORT,
    }),
    platformOperatorToken: parsed.PLATFORM_OPERATOR_TOKEN || null,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    trustedOrigins: parseOrigins(parsed.TRUSTED_ORIGINS),
    signInRateLimit: parsed.SIGN_IN_RATE_LIMIT,
    tripRateLimits: { batchesPerMinute: parsed.TRIP_BATCHES_PER_MINUTE, tripsPerMinute: parsed.TRIPS_PER_MINUTE },
    emailCampaignRatePerMinute: parsed.EMAIL_CAMPAIGN_RATE_PER_MINUTE,
    mailerliteSyncWaitMs: parsed.MAILERLITE_SYNC_WAIT_MS,
    signInRateWindowSeconds: parsed.SIGN_IN_RATE_WINDOW_SECONDS,
    signInAccountLockAfter: parsed.SIGN_IN_ACCOUNT_LOCK_AFTER,
    signInAccountLockSeconds: parsed.SIGN_IN_ACCOUNT_LOCK_SECONDS,
    signInAccountLockMaxSeconds: parsed.SIGN_IN_ACCOUNT_LOCK_MAX_SECONDS,
    brand: {
      name: parsed.BRAND_NAME,
      logoUrl: parsed.BRAND_LOGO_URL ?? null,
      primaryColor: parsed.BRAND_PRIMARY_COLOR,
    },
    productKey: parsed.PRODUCT_KEY,
    demoSeed: parsed.DEMO_SEED,
    demoWorld,
    jobs: parsed.JOBS === 'true',
    mapStyleUrl: parsed.MAP_STYLE_URL || null,
    routingUrl: parsed.ROUTING_URL || null,
    mapFoldSeconds: parsed.MAP_FOLD_SECONDS,
    push: parsed.PUSH_URL ? { url: parsed.PUSH_URL, accessToken: parsed.PUSH_ACCESS_TOKEN || null } : null,
    shutdownDrainSeconds: parsed.SHUTDOWN_DRAIN_SECONDS,
    webDist: path.resolve(parsed.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: parsed.LOG_LEVEL,
  };
}

export const MAILERLITE_API_DEFAULT_URL = 'https://connect.mailerlite.com';
/** Where the development stand-in of MailerLite is mounted (outside /api: no session, no permission). */
export const MAILERLITE_STAND_IN_PATH = '/__mailerlite-stand-in';

/**
 * MAILERLITE_API_URL when set; otherwise MailerLite itself, except in development with the demo world, where the
 * app serves a stand-in and calls it through its own loopback address, so that the demo's "sync now" works.
 */
export function mailerLiteApi(
  url: string | undefined,
  options: { demoWorld: boolean; production: boolean; host: string; port: number },
): Config['mailerlite'] {
  if (url) return { apiUrl: url.replace(/\/$/, ''), standIn: false };
  if (options.production || !options.demoWorld) return { apiUrl: MAILERLITE_API_DEFAULT_URL, standIn: false };
  const host = ['0.0.0.0', '::', ''].includes(options.host)
    ? '127.0.0.1'
    : isIP(options.host) === 6
      ? `[${options.host}]`
      : options.host;
  return { apiUrl: `http://${host}:${options.port}${MAILERLITE_STAND_IN_PATH}`, standIn: true };
}

/**
 * TRUST_PROXY: `false` (or empty), a hop count (`1`: the one proxy in front), or a comma-separated list of the
 * proxies' addresses and CIDRs (`10.0.0.0/8,127.0.0.1`); `true` believes X-Forwarded-For from anyone, so any
 * client could choose the address its rate limits count against (the README warns against it).
 */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const validAddress =
      address !== undefined && (isIP(address) !== 0 || ['loopback', 'linklocal', 'uniquelocal'].includes(address));
    const validBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address ?? '') === 6 ? 128 : 32));
    if (!validAddress || !validBits || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither an IP address nor a CIDR (nor false, true or a hop count)`);
    }
  }
  return entries;
}

/** TRUSTED_ORIGINS: comma-separated http(s) origins, e.g. `https://admin.example.org,http://localhost:5173`. */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new Error(`TRUSTED_ORIGINS: "${entry}" is not an http(s) origin`);
      }
      return url.origin;
    });
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
