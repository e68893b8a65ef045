import type { MailerLiteSyncResult, MailerLiteSyncStatus } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import { startSync } from './mailerlite.repository.ts';
import {
  findGrantedCity,
  notConfigured,
  syncFailure,
  syncStatusOf,
  type MailerLiteDeps,
} from './mailerlite.service.ts';

/** How often "sync now" reads the synchronisation's state while it waits for its end. */
const WAIT_STEP_MS = 150;

/**
 * Asks for a synchronisation of the city's mailing list: starts one, or joins the one running (another admin's,
 * the night's, or one whose worker died: the worker handed it goes on from its last stored round), and hands it
 * to a worker (`deps.dispatchSync`). Answers whether it started one.
 */
export async function requestCitySync(deps: MailerLiteDeps, cityId: string) {
  const city = await findGrantedCity(deps.db, cityId);
  if (!city.settings) throw notConfigured();
  const started = await startSync(deps.db, cityId, (deps.clock ?? (() => new Date()))());
  if (!started) throw notConfigured();
  deps.dispatchSync(cityId);
  return started === 'started';
}

/** `GET /api/cities/{cityId}/mailerlite/sync`: the running synchronisation's progress, or how the last one ended. */
export async function getMailerLiteSyncStatus(deps: MailerLiteDeps, actor: Actor, cityId: string) {
  authorize(actor, 'mailerlite.read', { cityId });
  const city = await findGrantedCity(deps.db, cityId);
  return syncStatusOf(city.settings, city.lastSync);
}

/**
 * `POST /api/syncMailerLiteSubscriptions` (spec §7): starts or joins the city's synchronisation, then waits for
 * its end at most `deps.syncWaitMs`. Ended: its result (a failure as its error); still running: its progress.
 */
export async function syncMailerLiteFor(
  deps: MailerLiteDeps,
  actor: Actor,
  cityId: string,
): Promise<{ finished: MailerLiteSyncResult } | { running: MailerLiteSyncStatus }> {
  authorize(actor, 'mailerlite.sync', { cityId });
  await requestCitySync(deps, cityId);
  const deadline = Date.now() + deps.syncWaitMs;
  for (;;) {
    const city = await findGrantedCity(deps.db, cityId);
    const status = syncStatusOf(city.settings, city.lastSync);
    if (status.status === 'failed') throw syncFailure(status.errorCode);
    if (status.status !== 'running') {
      const { progress } = status;
      return {
        finished: {
          timestamp: status.lastSyncMailerLiteSubscriptionsTimestamp ?? status.finishedAt!,
          added: progress.added,
          updated: progress.updated,
          removed: progress.removed,
          failed: progress.failed,
          state: status.status,
        },
      };
    }
    const left = deadline - Date.now();
    if (left <= 0) return { running: status };
    await new Promise((resolve) => setTimeout(resolve, Math.min(WAIT_STEP_MS, left)));
  }
}
