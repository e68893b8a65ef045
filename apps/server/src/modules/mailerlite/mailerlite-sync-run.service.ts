import { randomUUID } from 'node:crypto';
import { mailerLiteSyncOutcome, type ErrorCode } from '@mobiverte/contracts';
import { conflict } from '../../lib/errors.ts';
import type { MailerLiteApi, SubscriberOutcome } from './mailerlite.client.ts';
import {
  countSyncWork,
  deleteSubscriberRows,
  findParticipantsToSend,
  findSubscribersToRemove,
  finishSync,
  isSyncWorked,
  saveSyncedSubscribers,
  saveSyncProgress,
  takeSync,
  withdrawConsentOfUnsubscribed,
  type SyncProgress,
  type SyncRound,
} from './mailerlite.repository.ts';
import { mailerLiteAppError, openApiKey, SYNC_STALE_AFTER_MS, type MailerLiteDeps } from './mailerlite.service.ts';

/** Rows read per round (two batches of MailerLite's 50); the progress and the heartbeat are stored after each. */
const ROUND = 100;
/** The refused addresses kept with the result, for the page. */
const FAILURES_KEPT = 5;

/** How a worker's turn ended: it ran the synchronisation to its end, another live worker has it, or none runs. */
export type SyncRunOutcome = 'finished' | 'busy' | 'none';

const groupMissing = () =>
  conflict('mailerlite_not_configured', 'The chosen group is no longer in the MailerLite account: choose another');

/** The worker lost its lease (taken over as dead after a long stall): it stops, the other goes on. */
class LeaseLost extends Error {}

/**
 * Works the city's running synchronisation (started by `requestCitySync`) from where it stands: checks the key
 * and the group, withdraws the consent of those who unsubscribed in MailerLite and counts the work (step
 * `start`), takes out of the group those who no longer belong there (`remove`: withdrew their consent, left the
 * programme's emails, deactivated, deleted, moved, another email or group), then upserts those who belong and
 * are not there yet or changed their name (`send`). Each round's progress (step, cursor, counts) is stored with
 * the heartbeat, so a worker that takes over a dead one's synchronisation goes on after its last stored round.
 */
export async function runCitySync(deps: MailerLiteDeps, cityId: string): Promise<SyncRunOutcome> {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const worker = randomUUID();
  const staleBefore = () => new Date(clock().getTime() - SYNC_STALE_AFTER_MS);
  const settings = await takeSync(db, cityId, worker, clock(), staleBefore());
  if (!settings) return (await isSyncWorked(db, cityId, staleBefore())) ? 'busy' : 'none';
  const groupId = settings.groupId!;
  const progress: SyncProgress = {
    step: settings.syncStep ?? 'start',
    cursor: settings.syncCursor,
    added: settings.lastAdded,
    updated: settings.lastUpdated,
    removed: settings.lastRemoved,
    failed: settings.lastFailed,
    failures: settings.lastFailures,
  };
  const run = createRun(deps, cityId, groupId, worker, progress);
  try {
    const client = deps.connect(openApiKey(deps.secrets, cityId, settings.apiKeyCiphertext!));
    // Asked first, even when nothing changed: a revoked key or a deleted group is reported, never a false success.
    if (!(await client.listGroups()).some((group) => group.id === groupId)) throw groupMissing();
    if (progress.step === 'start') {
      // Who unsubscribed in MailerLite has withdrawn their consent: read back first, so the removal takes them out.
      const unsubscribed = await client.listUnsubscribed(groupId);
      await withdrawConsentOfUnsubscribed(
        db,
        cityId,
        unsubscribed.map((subscriber) => subscriber.subscriberId),
      );
      await run.moveTo('remove', await countSyncWork(db, cityId, groupId));
    }
    if (progress.step === 'remove') {
      await run.removeLeavers(client);
      await run.moveTo('send');
    }
    await run.sendMembers(client);
  } catch (error) {
    if (error instanceof LeaseLost) return 'busy';
    const errorCode: ErrorCode = mailerLiteAppError(error)?.code ?? 'internal_error';
    await finishSync(db, cityId, worker, { ...progress, state: 'failed', errorCode }, clock());
    return 'finished';
  }
  const state = mailerLiteSyncOutcome(progress, false);
  await finishSync(db, cityId, worker, { ...progress, state, errorCode: null }, clock());
  return 'finished';
}

/** One synchronisation's work from its stored progress, which it moves on and stores after each round. */
function createRun(deps: MailerLiteDeps, cityId: string, groupId: string, worker: string, progress: SyncProgress) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function save(total?: number) {
    if (!(await saveSyncProgress(db, cityId, worker, { ...progress, total }, clock()))) throw new LeaseLost();
  }

  /** The outcomes that went through; the others are counted and the first few kept. */
  function accepted<Row extends { email: string }>(rows: Row[], outcomes: SubscriberOutcome[]) {
    return rows.flatMap((row, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) return [{ row, subscriberId: outcome.subscriberId }];
      progress.failed += 1;
      if (progress.failures.length < FAILURES_KEPT) {
        progress.failures.push({ email: row.email, message: outcome.message });
      }
      return [];
    });
  }

  /** Reads the rows round after round after the stored cursor (keyset on `keyOf`), stores the progress after each. */
  async function inRounds<Row>(
    find: (round: SyncRound) => Promise<Row[]>,
    keyOf: (row: Row) => string,
    handle: (rows: Row[]) => Promise<void>,
  ) {
    for (;;) {
      const rows = await find({ cityId, groupId, after: progress.cursor, limit: ROUND });
      if (rows.length === 0) return;
      await handle(rows);
      progress.cursor = keyOf(rows.at(-1)!);
      await save();
      if (rows.length < ROUND) return;
    }
  }

  return {
    moveTo: async (step: SyncProgress['step'], total?: number) => {
      progress.step = step;
      progress.cursor = null;
      await save(total);
    },
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
            progress.removed += removed.length;
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
          for (const { row } of sent) progress[row.synced ? 'updated' : 'added'] += 1;
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
