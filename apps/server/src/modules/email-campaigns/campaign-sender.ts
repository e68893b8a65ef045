import type { Logger } from 'pino';
import type { Db } from '../../db/connection.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { campaignEmail } from './campaign-email.ts';
import {
  claimRecipients,
  findCampaignsForSending,
  finishSentCampaigns,
  markRecipient,
  releaseStaleClaims,
  skipOptedOutRecipients,
  startDueCampaigns,
  type ClaimedRecipient,
} from './email-campaigns.repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const SEND_EMAIL_CAMPAIGNS_JOB = 'send-email-campaigns';
export const SEND_EMAIL_CAMPAIGNS_CRON = '* * * * *';
/** A recipient claimed longer ago than this by a process that died is tried again. */
export const STALE_CLAIM_MS = 120_000;
const MAX_ATTEMPTS = 3;
const BATCH = 50;
/** Emails in flight at once: the pooled SMTP transport's connections. */
const LANES = 3;

export type CampaignSenderOptions = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  authSecret: string;
  brandName: string;
  ratePerMinute: number;
  staleClaimMs?: number;
};

export type CampaignSender = {
  /** Starts the due campaigns and sends until nothing is pending (at the throttle); one run at a time per process. */
  run: () => Promise<{ sent: number; failed: number }>;
  /** Runs soon in the background (after a campaign is planned for now); errors are logged. */
  wake: (delayMs?: number) => void;
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal the SMTP server gives for good (5xx: unknown mailbox, rejected) is not tried again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * The email campaigns' sender (issue 18): when a campaign is due it resolves its audience once into recipient rows,
 * then sends them one by one at `ratePerMinute`, each claimed by this process only (`for update skip locked`), so
 * several processes share the work and none sends an email twice. A process killed mid-send leaves at most the
 * batch it had claimed; after `staleClaimMs` another process tries those again with the same Message-ID.
 */
export function createCampaignSender(options: CampaignSenderOptions): CampaignSender {
  const { db, mailer, logger } = options;
  const interval = 60_000 / options.ratePerMinute;
  const host = new URL(options.appUrl).hostname;
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function deliver(
    recipient: ClaimedRecipient,
    campaign: Awaited<ReturnType<typeof findCampaignsForSending>>[number],
  ) {
    const token = unsubscribeToken(options.authSecret, recipient.participantId, recipient.campaignId);
    const message = campaignEmail(campaign, recipient, {
      unsubscribeUrl: `${options.appUrl}/unsubscribe/${token}`,
      locale: campaign.language,
      brand: options.brandName,
      host,
    });
    try {
      await mailer.deliverBulk(message);
      await markRecipient(db, recipient, { status: 'sent', now: new Date() });
      return 'sent' as const;
    } catch (error) {
      const final = isPermanent(error) || recipient.attempts >= MAX_ATTEMPTS;
      logger.warn({ err: error, campaignId: recipient.campaignId, final }, 'campaign email not sent');
      await markRecipient(db, recipient, {
        status: final ? 'failed' : 'pending',
        now: new Date(),
        error: (error as Error).message.slice(0, 500),
      });
      if (!final) await sleep(Math.min(30_000, 1000 * 2 ** recipient.attempts));
      return final ? ('failed' as const) : ('retry' as const);
    }
  }

  async function sendAll() {
    const totals = { sent: 0, failed: 0 };
    await startDueCampaigns(db, new Date());
    await releaseStaleClaims(db, new Date(), options.staleClaimMs ?? STALE_CLAIM_MS);
    const campaigns = new Map<string, Awaited<ReturnType<typeof findCampaignsForSending>>[number]>();
    const started = performance.now();
    let attempted = 0;
    while (!stopped) {
      const batch = await claimRecipients(db, BATCH, new Date());
      if (batch.length === 0) break;
      const missing = [...new Set(batch.map((row) => row.campaignId))].filter((id) => !campaigns.has(id));
      for (const campaign of await findCampaignsForSending(db, missing)) campaigns.set(campaign.id, campaign);
      // A few emails in flight at once (one per pooled SMTP connection), each leaving at its turn.
      const queue = [...batch];
      const lane = async () => {
        for (let recipient = queue.shift(); recipient; recipient = queue.shift()) {
          if (stopped) {
            await markRecipient(db, recipient, { status: 'pending', now: new Date() });
            continue;
          }
          // The throttle: the n-th email of this run leaves no earlier than n intervals after the start.
          const wait = started + attempted * interval - performance.now();
          attempted += 1;
          if (wait > 0) await sleep(wait);
          const outcome = await deliver(recipient, campaigns.get(recipient.campaignId)!);
          if (outcome === 'sent') totals.sent += 1;
          if (outcome === 'failed') totals.failed += 1;
        }
      };
      await Promise.all(Array.from({ length: LANES }, lane));
    }
    await skipOptedOutRecipients(db);
    await finishSentCampaigns(db, new Date());
    if (totals.sent + totals.failed > 0) logger.info(totals, 'email campaigns sent');
    return totals;
  }

  const run = () => {
    running ??= sendAll().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    run,
    wake(delayMs = 0) {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        run().catch((error: unknown) => logger.error({ err: error }, 'email campaigns run failed'));
      }, delayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
