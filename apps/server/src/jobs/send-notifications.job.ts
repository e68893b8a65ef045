import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { runNotificationDelivery } from '../modules/notifications/delivery.service.ts';
import { createExpoPushProvider } from '../modules/notifications/push-provider.ts';

export const SEND_NOTIFICATIONS_JOB = 'send-notifications';
/** Every minute: planned notifications leave within the minute of their time. */
export const SEND_NOTIFICATIONS_CRON = '* * * * *';

/**
 * Registers the notifications' delivery (issue 18): a `stately` queue (one run waiting and one running at most, so
 * a long send does not pile runs up), scheduled every minute, and woken at once by a notification sent now.
 * Answers the wake-up.
 */
export async function registerNotificationDelivery(
  boss: PgBoss,
  db: Db,
  logger: Logger,
  push: { url: string; accessToken: string | null } | null,
) {
  const provider = push ? createExpoPushProvider(push) : null;
  await boss.createQueue(SEND_NOTIFICATIONS_JOB, { policy: 'stately' });
  await boss.work(SEND_NOTIFICATIONS_JOB, async () => {
    await runNotificationDelivery(db, { provider, logger });
  });
  await boss.schedule(SEND_NOTIFICATIONS_JOB, SEND_NOTIFICATIONS_CRON);
  return () => {
    boss.send(SEND_NOTIFICATIONS_JOB).catch((error) => logger.warn({ err: error }, 'could not wake the notifications'));
  };
}
