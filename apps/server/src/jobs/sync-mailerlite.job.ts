import type { Logger } from 'pino';
import { requestCitySync } from '../modules/mailerlite/mailerlite-sync.service.ts';
import { findAbandonedSyncs, findCitiesDueForNightlySync } from '../modules/mailerlite/mailerlite.repository.ts';
import { SYNC_STALE_AFTER_MS, type MailerLiteDeps } from '../modules/mailerlite/mailerlite.service.ts';

export const SYNC_MAILERLITE_JOB = 'sync-mailerlite';
/** Every hour at :10: each city is synchronised once a night, at 2 o'clock in its own time zone. */
export const SYNC_MAILERLITE_CRON = '10 * * * *';
/** One city's synchronisation, worked in the background (its data: `{ cityId }`). */
export const SYNC_MAILERLITE_CITY_JOB = 'sync-mailerlite-city';
export type SyncMailerLiteCityData = { cityId: string };

/**
 * The nightly synchronisation of the mailing lists (issue 18): every city granted MailerLite, with a key and a
 * group and the nightly synchronisation on, whose local time is 2 o'clock, has one started (or joins the one
 * running) and handed to a worker; a running one whose worker died is handed to a new worker, which goes on from
 * its last stored round. One city's failure is logged and leaves the others alone. Answers the cities handed on.
 */
export async function syncDueMailingLists(deps: MailerLiteDeps, logger: Logger, now: Date = new Date()) {
  const handed: string[] = [];
  for (const cityId of await findCitiesDueForNightlySync(deps.db, now)) {
    try {
      await requestCitySync(deps, cityId);
      handed.push(cityId);
    } catch (error) {
      logger.warn({ cityId, err: error }, 'mailing list synchronisation could not start');
    }
  }
  for (const cityId of await findAbandonedSyncs(deps.db, new Date(now.getTime() - SYNC_STALE_AFTER_MS))) {
    if (handed.includes(cityId)) continue;
    logger.info({ cityId }, 'mailing list synchronisation taken over');
    deps.dispatchSync(cityId);
    handed.push(cityId);
  }
  return handed;
}
