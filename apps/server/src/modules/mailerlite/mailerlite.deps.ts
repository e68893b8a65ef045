import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createMailerLiteClient } from './mailerlite.client.ts';
import { runCitySync } from './mailerlite-sync-run.service.ts';
import type { MailerLiteDeps } from './mailerlite.service.ts';

/** The HKDF purpose of the key that seals the cities' MailerLite API keys. */
export const MAILERLITE_KEY_PURPOSE = 'mailerlite-api-key';

/**
 * The mailing list's dependencies from the configuration: its secret box and MailerLite at MAILERLITE_API_URL.
 * Synchronisations run in this process until the jobs hand them to pg-boss (`startJobs`); a run that stops on a
 * lost database stays `running` and is taken over once its heartbeat is stale.
 */
export function createMailerLiteDeps(
  db: Db,
  config: Pick<Config, 'encryptionKey' | 'mailerlite' | 'mailerliteSyncWaitMs'>,
): MailerLiteDeps {
  const deps: MailerLiteDeps = {
    db,
    secrets: createSecretBox(config.encryptionKey, MAILERLITE_KEY_PURPOSE),
    connect: (apiKey) => createMailerLiteClient({ baseUrl: config.mailerlite.apiUrl, apiKey }),
    dispatchSync: (cityId) => void runCitySync(deps, cityId).catch(() => undefined),
    syncWaitMs: config.mailerliteSyncWaitMs,
  };
  return deps;
}
