import { fromPglite, PgBoss, type Db as BossDb, type PGliteLike } from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import type { RoutingService } from '../modules/carpool-events/routing-service.ts';
import { EXPIRE_ORDERS_CRON, EXPIRE_ORDERS_JOB, expireOrders } from './expire-orders.job.ts';
import { FOLD_MAP_BINS_CRON, FOLD_MAP_BINS_JOB, foldMapBins } from './fold-map-bins.job.ts';
import { MAINTAIN_DATABASE_CRON, MAINTAIN_DATABASE_JOB, maintainDatabase } from './maintain-database.job.ts';
import {
  SEND_EMAIL_CAMPAIGNS_CRON,
  SEND_EMAIL_CAMPAIGNS_JOB,
  type CampaignSender,
} from '../modules/email-campaigns/campaign-sender.ts';
import type { MailerLiteDeps } from '../modules/mailerlite/mailerlite.service.ts';
import { sendDueAdminReports, type AdminReportsDeps } from '../modules/admin-reports/admin-reports.service.ts';
import { SEND_ADMIN_REPORTS_CRON, SEND_ADMIN_REPORTS_JOB } from './send-admin-reports.job.ts';
import { sendDueAlertDigests } from '../modules/insights/alert-digest.service.ts';
import { SEND_ALERT_DIGESTS_CRON, SEND_ALERT_DIGESTS_JOB } from './send-alert-digests.job.ts';
import { registerNotificationDelivery } from './send-notifications.job.ts';
import { matchCarpoolOccurrence, runCarpoolOccurrences } from '../modules/carpool-events/carpool-occurrence.service.ts';
import {
  CARPOOL_DEBOUNCE_SECONDS,
  MATCH_CARPOOL_OCCURRENCE_JOB,
  RUN_CARPOOL_OCCURRENCES_CRON,
  RUN_CARPOOL_OCCURRENCES_JOB,
  type MatchCarpoolOccurrenceData,
} from './carpool.job.ts';
import { PRUNE_SPEND_REQUESTS_CRON, PRUNE_SPEND_REQUESTS_JOB, pruneSpendRequests } from './prune-spend-requests.job.ts';
import {
  SYNC_MAILERLITE_CITY_JOB,
  SYNC_MAILERLITE_CRON,
  SYNC_MAILERLITE_JOB,
  syncDueMailingLists,
  type SyncMailerLiteCityData,
} from './sync-mailerlite.job.ts';
import { runCitySync } from '../modules/mailerlite/mailerlite-sync-run.service.ts';

export type Jobs = {
  boss: PgBoss;
  stop: () => Promise<void>;
  wakeNotifications: () => void;
  matchCarpoolOccurrence: (eventId: string, occurrenceDate: string) => void;
};

type PoolLike = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * The background jobs (pg-boss), on the application's own database connection: the PostgreSQL pool, or the
 * embedded PGlite through pg-boss's bring-your-own-database adapter. Its tables live in the `pgboss` schema.
 */
export async function startJobs(
  db: Db,
  logger: Logger,
  options: {
    campaignSender?: CampaignSender;
    mailerlite?: MailerLiteDeps;
    push?: { url: string; accessToken: string | null } | null;
    /** Driving times for carpool matching (`ROUTING_URL`); unset, straight lines. */
    routing?: RoutingService;
    /** The share of each minute the maps' fold job may work (`MAP_FOLD_SECONDS`). */
    mapFoldMs?: number;
    adminReports?: AdminReportsDeps;
  } = {},
): Promise<Jobs> {
  const client = (db as unknown as { $client: PoolLike | PGliteLike }).$client;
  const isPglite = 'exec' in client && typeof client.exec === 'function';
  const boss = await startBoss(() => {
    const instance = new PgBoss(
      isPglite
        ? { db: fromPglite(client as PGliteLike), backend: 'pglite' }
        : { db: { executeSql: (text, values) => (client as PoolLike).query(text, values) } as BossDb },
    );
    instance.on('error', (error) => logger.error({ err: error }, 'background job error'));
    return instance;
  });
  await boss.createQueue(EXPIRE_ORDERS_JOB);
  await boss.work(EXPIRE_ORDERS_JOB, async () => {
    const expired = await expireOrders(db);
    if (expired > 0) logger.info({ expired }, 'expired unclaimed orders');
  });
  await boss.schedule(EXPIRE_ORDERS_JOB, EXPIRE_ORDERS_CRON);
  await boss.createQueue(PRUNE_SPEND_REQUESTS_JOB);
  await boss.work(PRUNE_SPEND_REQUESTS_JOB, async () => {
    await pruneSpendRequests(db);
  });
  await boss.schedule(PRUNE_SPEND_REQUESTS_JOB, PRUNE_SPEND_REQUESTS_CRON);
  await boss.createQueue(FOLD_MAP_BINS_JOB);
  await boss.work(FOLD_MAP_BINS_JOB, async () => {
    await foldMapBins(db, logger, options.mapFoldMs);
  });
  await boss.schedule(FOLD_MAP_BINS_JOB, FOLD_MAP_BINS_CRON);
  if (isPglite) {
    await boss.createQueue(MAINTAIN_DATABASE_JOB, { policy: 'singleton' });
    await boss.work(MAINTAIN_DATABASE_JOB, async () => {
      await maintainDatabase(db, logger);
    });
    await boss.schedule(MAINTAIN_DATABASE_JOB, MAINTAIN_DATABASE_CRON);
  }
  // Carpooling: an occurrence whose requests changed is planned again once, a little later (one queued job per
  // occurrence absorbs the changes meanwhile); every 15 minutes past occurrences expire and the coming ones are
  // planned again.
  await boss.createQueue(MATCH_CARPOOL_OCCURRENCE_JOB, { policy: 'stately' });
  await boss.work<MatchCarpoolOccurrenceData>(MATCH_CARPOOL_OCCURRENCE_JOB, async ([job]) => {
    if (job) await matchCarpoolOccurrence(db, job.data.eventId, job.data.occurrenceDate, { routing: options.routing });
  });
  await boss.createQueue(RUN_CARPOOL_OCCURRENCES_JOB);
  await boss.work(RUN_CARPOOL_OCCURRENCES_JOB, async () => {
    const result = await runCarpoolOccurrences(db, new Date().toISOString().slice(0, 10), options.routing);
    if (result.expired + result.proposed > 0) logger.info(result, 'carpool occurrences');
  });
  await boss.schedule(RUN_CARPOOL_OCCURRENCES_JOB, RUN_CARPOOL_OCCURRENCES_CRON);
  const matchCarpool = (eventId: string, occurrenceDate: string) => {
    boss
      .send(
        MATCH_CARPOOL_OCCURRENCE_JOB,
        { eventId, occurrenceDate },
        { singletonKey: `${eventId}:${occurrenceDate}`, startAfter: CARPOOL_DEBOUNCE_SECONDS },
      )
      .catch((error: unknown) => logger.error({ err: error }, 'could not queue carpool matching'));
  };
  // Email campaigns: every minute, start the due ones and send what is pending in the background, at the
  // throttle (a run still going is left to finish; the job itself ends at once).
  const { campaignSender, mailerlite } = options;
  if (campaignSender) {
    await boss.createQueue(SEND_EMAIL_CAMPAIGNS_JOB);
    await boss.work(SEND_EMAIL_CAMPAIGNS_JOB, async () => {
      campaignSender.wake();
    });
    await boss.schedule(SEND_EMAIL_CAMPAIGNS_JOB, SEND_EMAIL_CAMPAIGNS_CRON);
  }
  if (mailerlite) {
    // A city's synchronisation is one job (one queued and one running per city); a worker whose process dies
    // stops beating, so pg-boss hands the job again after a minute, and that worker takes the synchronisation
    // over once its own heartbeat (in the database) is stale, tried again with a growing delay until then.
    await boss.createQueue(SYNC_MAILERLITE_CITY_JOB, {
      policy: 'stately',
      heartbeatSeconds: 60,
      expireInSeconds: 6 * 3600,
      retryLimit: 12,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 600,
    });
    await boss.work<SyncMailerLiteCityData>(SYNC_MAILERLITE_CITY_JOB, async ([job]) => {
      if (job && (await runCitySync(mailerlite, job.data.cityId)) === 'busy') {
        throw new Error('The synchronisation is held by another worker: tried again later');
      }
    });
    mailerlite.dispatchSync = (cityId) => {
      boss
        .send(SYNC_MAILERLITE_CITY_JOB, { cityId }, { singletonKey: cityId })
        .catch((error: unknown) =>
          logger.error({ err: error, cityId }, 'could not queue the mailing list synchronisation'),
        );
    };
    await boss.createQueue(SYNC_MAILERLITE_JOB);
    await boss.work(SYNC_MAILERLITE_JOB, async () => {
      await syncDueMailingLists(mailerlite, logger);
    });
    await boss.schedule(SYNC_MAILERLITE_JOB, SYNC_MAILERLITE_CRON);
  }
  if (options.adminReports) {
    const deps = options.adminReports;
    await boss.createQueue(SEND_ADMIN_REPORTS_JOB);
    await boss.work(SEND_ADMIN_REPORTS_JOB, async () => {
      const sent = await sendDueAdminReports(deps, logger);
      if (sent.length > 0) logger.info({ reports: sent.length }, 'admin reports sent');
    });
    await boss.schedule(SEND_ADMIN_REPORTS_JOB, SEND_ADMIN_REPORTS_CRON);
    // The admins' own weekly digests (issue 21 §3) share the reports' mailer and links.
    await boss.createQueue(SEND_ALERT_DIGESTS_JOB);
    await boss.work(SEND_ALERT_DIGESTS_JOB, async () => {
      const sent = await sendDueAlertDigests(deps, logger);
      if (sent.length > 0) logger.info({ digests: sent.length }, 'alert digests sent');
    });
    await boss.schedule(SEND_ALERT_DIGESTS_JOB, SEND_ALERT_DIGESTS_CRON);
  }
  const wakeNotifications = await registerNotificationDelivery(boss, db, logger, options.push ?? null);
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
    wakeNotifications,
    matchCarpoolOccurrence: matchCarpool,
  };
}

/**
 * Starts pg-boss. Two processes starting together on a new database can both try to create its schema: the
 * loser's `create schema` fails with a unique violation (23505) although the schema is then there; a fresh
 * instance started again a moment later finds it.
 */
async function startBoss(create: () => PgBoss): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = create();
    try {
      await boss.start();
      return boss;
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown }).code !== '23505') throw error;
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
