import { nextOccurrence, type NotificationRepeat } from '@mobiverte/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection.ts';
import {
  claimRecipients,
  findDevicesOf,
  findSendingNotifications,
  findReceiptsToCheck,
  finishIfDone,
  recordOutcomes,
  recordReceipts,
  settleInterrupted,
  startDueNotification,
  type ClaimedRecipient,
  type RecipientOutcomes,
} from './delivery.repository.ts';
import {
  DEVICE_NOT_REGISTERED,
  PushTransientError,
  type PushMessage,
  type PushProvider,
  type PushReceipt,
} from './push-provider.ts';

/** Attempts per recipient before a transient failure (429, 5xx, unreachable) becomes final. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 30 * 60_000;
/** A claim older than this belongs to a process that died mid-send. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Expo's receipts are ready about 15 minutes after the push, and kept for a day. */
export const RECEIPT_DELAY_MS = 15 * 60_000;
export const RECEIPT_LIFETIME_MS = 24 * 60 * 60_000;

export type DeliveryOptions = {
  /** Null: no push service configured, the inbox only. */
  provider: PushProvider | null;
  clock?: () => Date;
  /** Recipients claimed at a time. */
  batchSize?: number;
  /** Requests to the push service in flight at once. */
  concurrency?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
};

export type DeliveryReport = {
  started: number;
  delivered: number;
  retried: number;
  failed: number;
  pruned: number;
  /** Receipts read, and of those the pushes the phone's service refused. */
  receipts: number;
  refusedByReceipt: number;
};

/** The wait before the next attempt: 30 s, 1 min, 2 min… up to 30 min, or longer when the service asked so. */
export function retryDelayMs(attempts: number, retryAfterSeconds: number | null) {
  const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

type MessageResult =
  | { kind: 'ok'; ticketId?: string }
  | { kind: 'unregistered' }
  | { kind: 'refused'; error: string }
  | { kind: 'transient'; error: string; retryAfterSeconds: number | null };

/** Sends the messages in the provider's batches, `concurrency` requests at a time; one result per message. */
async function pushAll(provider: PushProvider, messages: PushMessage[], concurrency: number) {
  const results: MessageResult[] = new Array(messages.length);
  const chunks: number[] = [];
  for (let start = 0; start < messages.length; start += provider.maxBatch) chunks.push(start);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const start = chunks[next++]!;
      const chunk = messages.slice(start, start + provider.maxBatch);
      try {
        const tickets = await provider.send(chunk);
        tickets.forEach((ticket, index) => {
          results[start + index] =
            ticket.status === 'ok'
              ? { kind: 'ok', ticketId: ticket.id }
              : ticket.error === DEVICE_NOT_REGISTERED
                ? { kind: 'unregistered' }
                : { kind: 'refused', error: ticket.error ?? ticket.message };
        });
      } catch (error) {
        const retryAfterSeconds = error instanceof PushTransientError ? error.retryAfterSeconds : null;
        for (let index = 0; index < chunk.length; index++) {
          results[start + index] = { kind: 'transient', error: (error as Error).message, retryAfterSeconds };
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  return results;
}

/**
 * What becomes of each claimed recipient: delivered by push when one of their devices accepted it, to the inbox
 * alone when they have no device left (or no push service is configured); tried again later after a transient
 * failure, up to `MAX_ATTEMPTS`; failed when the service refused it for good.
 */
async function deliverBatch(
  db: Db,
  notification: { id: string; title: string; content: string },
  recipients: ClaimedRecipient[],
  options: Required<Pick<DeliveryOptions, 'concurrency'>> & DeliveryOptions,
  now: Date,
): Promise<RecipientOutcomes> {
  const outcomes: RecipientOutcomes = {
    delivered: { push: [], inbox: [] },
    retry: [],
    failed: [],
    prunedDevices: [],
    tickets: [],
  };
  const devices = options.provider
    ? await findDevicesOf(
        db,
        recipients.map((recipient) => recipient.participantId),
      )
    : [];
  const devicesOf = new Map<string, typeof devices>();
  for (const device of devices)
    devicesOf.set(device.participantId, [...(devicesOf.get(device.participantId) ?? []), device]);
  const messages: PushMessage[] = [];
  const sent: { recipient: ClaimedRecipient; deviceId: string }[] = [];
  for (const recipient of recipients) {
    const own = devicesOf.get(recipient.participantId) ?? [];
    if (own.length === 0) outcomes.delivered.inbox.push(recipient.id);
    for (const device of own) {
      messages.push({
        to: device.token,
        title: notification.title,
        body: notification.content,
        sound: 'default',
        data: { notificationId: notification.id, inboxItemId: String(recipient.id) },
      });
      sent.push({ recipient, deviceId: device.id });
    }
  }
  if (messages.length === 0) return outcomes;
  const results = await pushAll(options.provider!, messages, options.concurrency);
  const byRecipient = new Map<number, { recipient: ClaimedRecipient; results: MessageResult[] }>();
  results.forEach((result, index) => {
    const { recipient, deviceId } = sent[index]!;
    if (result.kind === 'unregistered') outcomes.prunedDevices.push(deviceId);
    if (result.kind === 'ok' && result.ticketId) {
      outcomes.tickets.push({ ticketId: result.ticketId, deviceId, recipientId: recipient.id });
    }
    const entry = byRecipient.get(recipient.id) ?? { recipient, results: [] };
    entry.results.push(result);
    byRecipient.set(recipient.id, entry);
  });
  for (const { recipient, results: own } of byRecipient.values()) {
    const transient = own.find((result) => result.kind === 'transient');
    const refused = own.find((result) => result.kind === 'refused');
    if (own.some((result) => result.kind === 'ok')) outcomes.delivered.push.push(recipient.id);
    else if (transient?.kind === 'transient') {
      if (recipient.attempts >= MAX_ATTEMPTS) outcomes.failed.push({ id: recipient.id, error: transient.error });
      else {
        const at = new Date(now.getTime() + retryDelayMs(recipient.attempts, transient.retryAfterSeconds));
        outcomes.retry.push({ id: recipient.id, at, error: transient.error });
      }
    } else if (refused?.kind === 'refused') outcomes.failed.push({ id: recipient.id, error: refused.error });
    else outcomes.delivered.inbox.push(recipient.id);
  }
  return outcomes;
}

/**
 * One run of the delivery job (every minute, and at once for a notification sent now): settles what a dead
 * process left mid-send, starts the due notifications (their audience resolved now), delivers their waiting
 * recipients in batches, and closes each notification once none of its recipients waits. Safe to run in several
 * processes at once: every take is a `SKIP LOCKED` claim.
 */
export async function runNotificationDelivery(db: Db, options: DeliveryOptions): Promise<DeliveryReport> {
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 1000;
  const settings = { ...options, concurrency: options.concurrency ?? 8 };
  const report: DeliveryReport = {
    started: 0,
    delivered: 0,
    retried: 0,
    failed: 0,
    pruned: 0,
    receipts: 0,
    refusedByReceipt: 0,
  };
  if (options.provider?.receipts) {
    const read = await checkPushReceipts(db, options.provider, clock(), options.logger);
    report.receipts = read.receipts;
    report.refusedByReceipt = read.refused;
    report.pruned += read.gone;
  }
  const settled = await settleInterrupted(db, new Date(clock().getTime() - CLAIM_LEASE_MS), clock());
  if (settled > 0) options.logger?.warn({ settled }, 'notification recipients interrupted mid-send, not pushed again');
  while (await startDueNotification(db, clock())) report.started += 1;
  for (const notification of await findSendingNotifications(db)) {
    for (;;) {
      const now = clock();
      const recipients = await claimRecipients(db, notification.id, now, batchSize);
      if (recipients.length === 0) break;
      const outcomes = await deliverBatch(db, notification, recipients, settings, now);
      await recordOutcomes(db, notification.id, outcomes, clock());
      report.delivered += outcomes.delivered.push.length + outcomes.delivered.inbox.length;
      report.retried += outcomes.retry.length;
      report.failed += outcomes.failed.length;
      report.pruned += outcomes.prunedDevices.length;
    }
    await finishIfDone(db, notification.id, clock(), (row) => {
      let following = nextOccurrence(
        row.plannedLocal ?? '',
        row.repeat as NotificationRepeat,
        row.repeatUntil,
        row.timeZone,
      );
      // A process that was down for days does not send the missed occurrences: the next one still to come.
      while (following && new Date(following.at).getTime() < clock().getTime()) {
        following = nextOccurrence(following.local, row.repeat as NotificationRepeat, row.repeatUntil, row.timeZone);
      }
      return following;
    });
  }
  if (report.started + report.delivered + report.failed + report.receipts > 0) {
    options.logger?.info(report, 'notifications delivered');
  }
  return report;
}

/**
 * Reads the receipts of the pushes accepted at least `RECEIPT_DELAY_MS` ago, oldest first, a provider's batch at a
 * time: a device the service no longer knows is forgotten; a push the phone's service refused stays in the inbox
 * alone, with the error. A ticket without a receipt is asked again at the next run, until it is a day old.
 */
export async function checkPushReceipts(
  db: Db,
  provider: PushProvider,
  now: Date,
  logger?: Pick<Logger, 'info' | 'warn'>,
) {
  const result = { receipts: 0, refused: 0, gone: 0 };
  const batch = provider.maxReceipts ?? 1000;
  const tickets = await findReceiptsToCheck(db, new Date(now.getTime() - RECEIPT_DELAY_MS), batch);
  if (tickets.length === 0 || !provider.receipts) return result;
  let receipts: Map<string, PushReceipt>;
  try {
    receipts = await provider.receipts(tickets.map((ticket) => ticket.ticketId));
  } catch (error) {
    if (!(error instanceof PushTransientError)) throw error;
    logger?.warn({ err: error }, 'push receipts not read, tried again at the next run');
    return result;
  }
  const outcome = {
    read: [] as string[],
    goneDevices: [] as string[],
    refused: [] as { recipientId: number; error: string }[],
  };
  // A participant with several phones keeps `push` when one of them got it.
  const reached = new Set(
    tickets.filter((ticket) => receipts.get(ticket.ticketId)?.status === 'ok').map((ticket) => ticket.recipientId),
  );
  for (const ticket of tickets) {
    const receipt = receipts.get(ticket.ticketId);
    if (!receipt) continue;
    outcome.read.push(ticket.ticketId);
    if (receipt.status === 'ok') continue;
    if (reached.has(ticket.recipientId)) {
      if (receipt.error === DEVICE_NOT_REGISTERED) outcome.goneDevices.push(ticket.deviceId);
      continue;
    }
    if (receipt.error === DEVICE_NOT_REGISTERED) outcome.goneDevices.push(ticket.deviceId);
    outcome.refused.push({
      recipientId: ticket.recipientId,
      error: `push receipt: ${receipt.error ?? receipt.message}`,
    });
  }
  await recordReceipts(db, outcome, new Date(now.getTime() - RECEIPT_LIFETIME_MS));
  result.receipts = outcome.read.length;
  result.refused = outcome.refused.length;
  result.gone = new Set(outcome.goneDevices).size;
  return result;
}
