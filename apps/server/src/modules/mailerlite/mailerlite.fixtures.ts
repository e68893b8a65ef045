import { eq, sql } from 'drizzle-orm';
import type { MailerLiteSyncStatus } from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { cities, participants } from '../../db/schema/index.ts';
import { startMailerLiteStandIn, type MailerLiteStandInServer } from '../../test/mailerlite-stand-in.ts';
import { setUpTenancyApp, type TenancyAccount } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import type { DatabaseKind } from '../../test/test-database.ts';

export const STAND_IN_KEY = 'mlsk-stand-in-key-0123456789-wxyz';
export const GROUP = { id: '118000000000000001', name: 'Participants de la ville' };
export const OTHER_GROUP = { id: '118000000000000002', name: 'Infolettre' };

/**
 * A tenancy app whose MailerLite is a stand-in on a port of its own (it knows `STAND_IN_KEY` and two groups);
 * the city is granted the feature or not, as asked. Synchronisations run in the app's process (no jobs).
 */
export function setUpMailerLiteSuite<const Account extends TenancyAccount>(
  kind: DatabaseKind,
  label: string,
  accounts: readonly Account[],
  options: { syncWaitMs?: number } = {},
) {
  const apiKeys = [STAND_IN_KEY];
  // "Sync now" waits long enough for the client's retries (3.5 s of 5xx) unless a test asks for less.
  const config = {
    mailerlite: { apiUrl: 'http://127.0.0.1:9', standIn: false },
    mailerliteSyncWaitMs: options.syncWaitMs ?? 10_000,
  };
  // The stand-in starts before the app reads its URL from `config` (hooks run in the order they are declared).
  beforeAll(async () => {
    suite.standIn = await startMailerLiteStandIn({ apiKeys, groups: [GROUP, OTHER_GROUP] });
    config.mailerlite.apiUrl = suite.standIn.url;
  });
  afterAll(() => suite.standIn?.close());
  const suite = Object.assign(setUpTenancyApp(kind, label, accounts, config), {
    standIn: undefined as unknown as MailerLiteStandInServer,
    /** The keys the stand-in accepts: take one out to have it refused. */
    apiKeys,
  });
  return suite;
}

export async function setMailerLiteGranted(db: Db, cityId: string, granted: boolean) {
  await db
    .update(cities)
    .set({ features: sql`jsonb_set(${cities.features}, '{mailerlite}', ${JSON.stringify({ granted })}::jsonb)` })
    .where(eq(cities.id, cityId));
}

let counter = 0;

/** A participant of the city; consenting to the mailing list unless told otherwise. */
export async function addParticipant(
  db: Db,
  cityId: string,
  values: Partial<typeof participants.$inferInsert> & { firstName: string },
) {
  counter += 1;
  const username = `${values.firstName.toLowerCase()}.${counter}.${Date.now()}`;
  const [row] = await db
    .insert(participants)
    .values({
      cityId,
      username,
      lastName: 'Liste',
      email: `${username}@liste.test`,
      mailingListConsentAt: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/** "Sync now" of the city's list, as the account of `token`. */
export const requestSync = (app: FastifyInstance, token: string, cityId: string) =>
  app.inject({ method: 'POST', url: '/api/syncMailerLiteSubscriptions', headers: bearer(token), payload: { cityId } });

/** Reads the city's synchronisation state until it no longer runs (at most `timeoutMs`), and answers it. */
export async function waitForSyncEnd(app: FastifyInstance, token: string, cityId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/cities/${cityId}/mailerlite/sync`,
      headers: bearer(token),
    });
    const status = response.json().data as MailerLiteSyncStatus;
    if (status.status !== 'running' || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
