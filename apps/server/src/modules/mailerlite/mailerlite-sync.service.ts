import {
  mailerLiteSyncOutcome,
  type ErrorCode,
  type MailerLiteSyncCounts,
  type MailerLiteSyncResult,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import { conflict } from '../../lib/errors.ts';
import type { MailerLiteApi, SubscriberOutcome } from './mailerlite.client.ts';
import {
  beatSync,
  claimSync,
  deleteSubscriberRows,
  findParticipantsToSend,
  findSubscribersToRemove,
  finishSync,
  saveSyncedSubscribers,
  withdrawConsentOfUnsubscribed,
  type SyncRound,
} from './mailerlite.repository.ts';
import {
  findGrantedCity,
  isConfigured,
  mailerLiteAppError,
  notConfigured,
  openApiKey,
  SYNC_STALE_AFTER_MS,
  type MailerLiteDeps,
} from './mailerlite.service.ts';

/** Rows read per round (two batches of MailerLite's 50); the heartbeat moves after each round. */
const ROUND = 100;
/** The refused addresses kept with the result, for the page. */
const FAILURES_KEPT = 5;

const groupMissing = () =>
  conflict('mailerlite_not_configured', 'The chosen group is no longer in the MailerLite account: choose another');

/**
 * Synchronises the city's mailing list into its MailerLite group: checks the key and the group, withdraws the
 * consent of those who unsubscribed in MailerLite, takes out of the group those who no longer belong there (withdrew their consent, left the programme's emails, deactivated,
 * deleted, moved, another email or group), then upserts those who belong and are not there yet or changed their
 * name. Every round is stored as it is done, so a synchronisation that stops keeps what it did and the next one
 * goes on from there. Two at once for one city: the second answers 409 `mailerlite_sync_running`.
 */
export async function syncCityMailingList(deps: MailerLiteDeps, cityId: string): Promise<MailerLiteSyncResult> {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const city = await findGrantedCity(db, cityId);
  if (!isConfigured(city.settings)) throw notConfigured();
  const startedAt = clock();
  const settings = await claimSync(db, cityId, startedAt, new Date(startedAt.getTime() - SYNC_STALE_AFTER_MS));
  if (!settings) throw conflict('mailerlite_sync_running', 'A synchronisation of this mailing list is running');
  const groupId = settings.groupId!;
  const run = createRun(deps, cityId, groupId);
  try {
    const client = deps.connect(openApiKey(deps.secrets, cityId, settings.apiKeyCiphertext!));
    // Asked first, even when nothing changed: a revoked key or a deleted group is reported, never a false success.
    if (!(await client.listGroups()).some((group) => group.id === groupId)) throw groupMissing();
    // Who unsubscribed in MailerLite has withdrawn their consent: read back first, so the removal takes them out.
    const unsubscribed = await client.listUnsubscribed(groupId);
    await withdrawConsentOfUnsubscribed(
      db,
      cityId,
      unsubscribed.map((subscriber) => subscriber.subscriberId),
    );
    await run.removeLeavers(client);
    await run.sendMembers(client);
  } catch (error) {
    const appError = mailerLiteAppError(error);
    const errorCode: ErrorCode = appError?.code ?? 'internal_error';
    await finishSync(db, cityId, { ...run.counts, state: 'failed', errorCode, failures: run.failures }, clock());
    throw appError ?? error;
  }
  const finishedAt = clock();
  const state = mailerLiteSyncOutcome(run.counts, false);
  await finishSync(db, cityId, { ...run.counts, state, errorCode: null, failures: run.failures }, finishedAt);
  return { timestamp: finishedAt.toISOString(), ...run.counts, state };
}

/** `POST /api/syncMailerLiteSubscriptions` (spec §7): the city's accounts synchronise their own list only. */
export async function syncMailerLiteFor(deps: MailerLiteDeps, actor: Actor, cityId: string) {
  authorize(actor, 'mailerlite.sync', { cityId });
  return syncCityMailingList(deps, cityId);
}

/** One synchronisation's work, its counts and the first addresses MailerLite refused. */
function createRun(deps: MailerLiteDeps, cityId: string, groupId: string) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const counts: MailerLiteSyncCounts = { added: 0, updated: 0, removed: 0, failed: 0 };
  const failures: { email: string; message: string }[] = [];

  /** The outcomes that went through; the others are counted and the first few kept. */
  function accepted<Row extends { email: string }>(rows: Row[], outcomes: SubscriberOutcome[]) {
    return rows.flatMap((row, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) return [{ row, subscriberId: outcome.subscriberId }];
      counts.failed += 1;
      if (failures.length < FAILURES_KEPT) failures.push({ email: row.email, message: outcome.message });
      return [];
    });
  }

  /** Reads the rows round after round (keyset on `keyOf`), hands each round over, then moves the heartbeat. */
  async function inRounds<Row>(
    find: (round: SyncRound) => Promise<Row[]>,
    keyOf: (row: Row) => string,
    handle: (rows: Row[]) => Promise<void>,
  ) {
    let after: string | null = null;
    for (;;) {
      const rows = await find({ cityId, groupId, after, limit: ROUND });
      if (rows.length > 0) await handle(rows);
      await beatSync(db, cityId, clock());
      if (rows.length < ROUND) return;
      after = keyOf(rows.at(-1)!);
    }
  }

  return {
    counts,
    failures,
    removeLeavers: (client: MailerLiteApi) =>
      inRounds(
        (round) => findSubscribersToRemove(db, round),
        (row) => row.id,
        async (rows) => {
          for (const group of new Set(rows.map((row) => row.groupId))) {
            const inGroup = rows.filter((row) => row.groupId === group);
            const outcomes = await client.removeFromGroup(
              group,
              inGroup.map((row) => row.subscriberId),
            );
            const removed = accepted(inGroup, outcomes).map(({ row }) => row.id);
            await deleteSubscriberRows(db, removed);
            counts.removed += removed.length;
          }
        },
      ),
    sendMembers: (client: MailerLiteApi) =>
      inRounds(
        (round) => findParticipantsToSend(db, round),
        (row) => row.participantId,
        async (rows) => {
          const outcomes = await client.upsertSubscribers(
            groupId,
            rows.map(({ email, fields }) => ({ email, fields })),
          );
          const syncedAt = clock();
          const sent = accepted(rows, outcomes);
          for (const { row } of sent) counts[row.synced ? 'updated' : 'added'] += 1;
          await saveSyncedSubscribers(
            db,
            sent.map(({ row, subscriberId }) => ({
              cityId,
              participantId: row.participantId,
              email: row.email,
              subscriberId,
              groupId,
              sentFields: row.fields,
              syncedAt,
            })),
          );
        },
      ),
  };
}
