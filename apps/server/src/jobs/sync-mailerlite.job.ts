import type { Logger } from 'pino';
import { syncCityMailingList } from '../modules/mailerlite/mailerlite-sync.service.ts';
import { findCitiesDueForNightlySync } from '../modules/mailerlite/mailerlite.repository.ts';
import type { MailerLiteDeps } from '../modules/mailerlite/mailerlite.service.ts';

export const SYNC_MAILERLITE_JOB = 'sync-mailerlite';
/** Every hour at :10: each city is synchronised once a night, at 2 o'clock in its own time zone. */
export const SYNC_MAILERLITE_CRON = '10 * * * *';

/**
 * The nightly synchronisation of the mailing lists (issue 18): every city granted MailerLite, with a key and a
 * group and the nightly synchronisation on, whose local time is 2 o'clock. One city's failure (MailerLite
 * unreachable, a synchronisation already running) is logged and leaves the others alone.
 */
export async function syncDueMailingLists(deps: MailerLiteDeps, logger: Logger, now: Date = new Date()) {
  const synced: string[] = [];
  for (const cityId of await findCitiesDueForNightlySync(deps.db, now)) {
    try {
      const result = await syncCityMailingList(deps, cityId);
      logger.info({ cityId, ...result }, 'mailing list synchronised');
      synced.push(cityId);
    } catch (error) {
      logger.warn({ cityId, err: error }, 'mailing list synchronisation failed');
    }
  }
  return synced;
}
