import {
  ALERT_DIGEST_LOCAL_HOUR,
  DEFAULT_LOCALE,
  dashboardPolicyActor,
  type AlertDigestSettings,
  type EngagementAlerts,
} from '@mobiverte/contracts';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor.ts';
import { requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { StatsScope } from '../../stats-queries/stats-scope.ts';
import { renderAlertDigest } from './alert-digest.email.ts';
import {
  claimAlertDigest,
  findAlertDigestSubscription,
  findDigestRecipients,
  releaseAlertDigest,
  saveAlertDigestSubscription,
  type DigestRecipient,
} from './alert-digest.repository.ts';
import { computeEngagementAlerts } from './engagement-alerts.service.ts';

export type AlertDigestDeps = { db: Db; mailer: Mailer; appUrl: string; brandName: string };
export type SentDigest = { authUserId: string; weekStart: string; alerts: number };

/** The admin's own digest choice; not subscribed (in French) until the admin turns it on. */
export async function getAlertDigestSettings(db: Db, actor: Actor): Promise<{ data: AlertDigestSettings }> {
  const dashboard = requireDashboardActor(actor);
  const row = await findAlertDigestSubscription(db, dashboard.userId);
  return { data: row ?? { enabled: false, language: DEFAULT_LOCALE } };
}

export async function updateAlertDigestSettings(db: Db, actor: Actor, settings: AlertDigestSettings) {
  const dashboard = requireDashboardActor(actor);
  await saveAlertDigestSubscription(db, dashboard.userId, settings);
  return { data: settings };
}

function recipientOwner(recipient: DigestRecipient): { scope: StatsScope; timeZone: string } {
  const scope: StatsScope =
    recipient.role === 'organisation' && recipient.organisationId
      ? { kind: 'organisation', cityId: recipient.cityId, organisationId: recipient.organisationId }
      : { kind: 'city', cityId: recipient.cityId, organisationsOnly: false };
  return { scope, timeZone: recipient.timeZone };
}

/**
 * The digests due at `now` (issue 21 §3): on Mondays from `ALERT_DIGEST_LOCAL_HOUR` in each city's time zone (any
 * run of the hourly job that day, so a run missed or failed at 8:00 is made up later), each subscribed organisation
 * or city admin gets the alerts of the week that just ended, in the language the admin chose. Each digest is claimed
 * (admin, week) before it is sent: once per admin and week, whatever the number of processes. When the email
 * cannot be sent the claim is released, so that a later run of the day retries; one admin's failure is logged and
 * leaves the others alone.
 */
export async function sendDueAlertDigests(deps: AlertDigestDeps, logger: Logger, now: Date = new Date()) {
  const sent: SentDigest[] = [];
  for (const recipient of await findDigestRecipients(deps.db, now, ALERT_DIGEST_LOCAL_HOUR)) {
    let claimed: string | null = null;
    try {
      const actor = dashboardPolicyActor({ ...recipient, tenantId: null });
      const alerts: EngagementAlerts = await computeEngagementAlerts(deps.db, actor, recipientOwner(recipient), now);
      const kinds = alerts.alerts.map((alert) => alert.kind);
      if (!(await claimAlertDigest(deps.db, recipient.authUserId, alerts.week.startDate, kinds))) continue;
      claimed = alerts.week.startDate;
      const mail = renderAlertDigest(recipient.language, {
        brand: deps.brandName,
        owner: recipient.ownerName,
        link: `${deps.appUrl}/dashboard`,
        alerts,
      });
      const { status } = await deps.mailer.send({ to: recipient.email, ...mail });
      if (status === 'failed') throw new Error('the alert digest email was not delivered');
      sent.push({ authUserId: recipient.authUserId, weekStart: alerts.week.startDate, alerts: kinds.length });
    } catch (error) {
      logger.warn({ authUserId: recipient.authUserId, err: error }, 'alert digest failed');
      if (claimed) {
        await releaseAlertDigest(deps.db, recipient.authUserId, claimed).catch((release: unknown) =>
          logger.error({ authUserId: recipient.authUserId, err: release }, 'alert digest claim not released'),
        );
      }
    }
  }
  return sent;
}
