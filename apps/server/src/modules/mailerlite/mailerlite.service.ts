import {
  ERROR_CODES,
  MAILERLITE_API_KEY_HINT_LENGTH,
  type ErrorCode,
  type MailerLiteSyncStatus,
  type MailerLiteSettings,
  type MailerLiteSettingsInput,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { SecretUnreadableError, type SecretBox } from '../../lib/secret-box.ts';
import { MailerLiteError, type MailerLiteApi } from './mailerlite.client.ts';
import {
  countListMembers,
  deleteMailerLiteAccount,
  findCityMailerLite,
  listSyncedSubscribers,
  upsertMailerLiteSettings,
  type MailerLiteSettingsRow,
} from './mailerlite.repository.ts';
import type { MailerLiteSubscribersQuery } from './mailerlite.schemas.ts';

/** What the mailing list needs: the database, the box its API keys are sealed in, and a MailerLite per key. */
export type MailerLiteDeps = {
  db: Db;
  secrets: SecretBox;
  connect: (apiKey: string) => MailerLiteApi;
  /** Hands the city's running synchronisation to a worker: a pg-boss job, or this process when it runs no jobs. */
  dispatchSync: (cityId: string) => void;
  /** How long "sync now" waits for the synchronisation's end before answering 202 with its progress. */
  syncWaitMs: number;
  clock?: () => Date;
};

/** The error a route answers when MailerLite (or the stored key) let the request down; null for anything else. */
export function mailerLiteAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof SecretUnreadableError) {
    return conflict(
      'mailerlite_key_unreadable',
      'The stored API key can no longer be decrypted (ENCRYPTION_KEY or AUTH_SECRET changed): enter it again',
    );
  }
  if (error instanceof MailerLiteError) {
    if (error.kind === 'key_rejected') {
      return badRequest('mailerlite_key_rejected', `MailerLite refused the API key: ${error.message}`);
    }
    if (error.kind === 'rate_limited') {
      const limited = new AppError(503, 'mailerlite_rate_limited', 'MailerLite limits the requests: try again later');
      limited.retryAfterSeconds = 60;
      return limited;
    }
    return new AppError(502, 'mailerlite_unreachable', `MailerLite did not answer as expected: ${error.message}`);
  }
  return null;
}

const SYNC_FAILURE_STATUS: Partial<Record<ErrorCode, number>> = {
  mailerlite_key_rejected: 400,
  mailerlite_key_unreadable: 409,
  mailerlite_not_configured: 409,
  mailerlite_unreachable: 502,
  mailerlite_rate_limited: 503,
};

/** The error "sync now" answers for a synchronisation that ended failed with `code` (recorded by its worker). */
export function syncFailure(code: string | null): AppError {
  const known = (ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ErrorCode) : null;
  const status = known ? SYNC_FAILURE_STATUS[known] : undefined;
  if (!known || !status) return new AppError(500, 'internal_error', 'The synchronisation stopped on an error');
  const error = new AppError(status, known, `The synchronisation stopped: ${known}`);
  if (known === 'mailerlite_rate_limited') error.retryAfterSeconds = 60;
  return error;
}

/** The city with its MailerLite settings: 404 without the city, 403 `mailerlite_not_granted` without the feature. */
export async function findGrantedCity(db: Db, cityId: string) {
  const city = await findCityMailerLite(db, cityId);
  if (!city) throw notFound();
  if (!city.granted) {
    throw forbidden("The city's plan does not include the MailerLite mailing list", 'mailerlite_not_granted');
  }
  return city;
}

export const isConfigured = (settings: MailerLiteSettingsRow | null): settings is MailerLiteSettingsRow =>
  settings !== null && settings.apiKeyCiphertext !== null && settings.groupId !== null;

export const notConfigured = () =>
  conflict('mailerlite_not_configured', 'Enter the MailerLite API key and choose a group first');

const API_KEY_PURPOSE_CONTEXT = (cityId: string) => `mailerlite:${cityId}`;

export const sealApiKey = (secrets: SecretBox, cityId: string, apiKey: string) =>
  secrets.seal(apiKey, API_KEY_PURPOSE_CONTEXT(cityId));
export const openApiKey = (secrets: SecretBox, cityId: string, sealed: string) =>
  secrets.open(sealed, API_KEY_PURPOSE_CONTEXT(cityId));

async function settingsView(
  db: Db,
  cityId: string,
  settings: MailerLiteSettingsRow | null,
  lastSync: Date | null,
): Promise<MailerLiteSettings> {
  const members = await countListMembers(db, cityId);
  return {
    cityId,
    hasApiKey: settings?.apiKeyCiphertext != null,
    apiKeyHint: settings?.apiKeyHint ?? null,
    groupId: settings?.groupId ?? null,
    groupName: settings?.groupName ?? null,
    enabled: settings?.enabled ?? true,
    configured: isConfigured(settings),
    lastSyncMailerLiteSubscriptionsTimestamp: lastSync?.toISOString() ?? null,
    sync: syncOfSettings(syncStatusOf(settings, lastSync)),
    ...members,
  };
}

const syncOfSettings = ({ status, progress, startedAt, finishedAt, errorCode, failures }: MailerLiteSyncStatus) => ({
  state: status,
  startedAt,
  finishedAt,
  added: progress.added,
  updated: progress.updated,
  removed: progress.removed,
  failed: progress.failed,
  errorCode,
  failures,
});

/** The state of the city's synchronisation, running or last ended, as the page and the 202 show it. */
export function syncStatusOf(settings: MailerLiteSettingsRow | null, lastSync: Date | null): MailerLiteSyncStatus {
  const counts = {
    added: settings?.lastAdded ?? 0,
    updated: settings?.lastUpdated ?? 0,
    removed: settings?.lastRemoved ?? 0,
    failed: settings?.lastFailed ?? 0,
  };
  const done = counts.added + counts.updated + counts.removed + counts.failed;
  return {
    status: settings?.syncState ?? 'idle',
    progress: { done, total: Math.max(done, settings?.syncTotal ?? 0), ...counts },
    startedAt: settings?.syncStartedAt?.toISOString() ?? null,
    finishedAt: settings?.syncFinishedAt?.toISOString() ?? null,
    errorCode: settings?.lastErrorCode ?? null,
    failures: settings?.lastFailures ?? [],
    lastSyncMailerLiteSubscriptionsTimestamp: lastSync?.toISOString() ?? null,
  };
}

/** `GET /api/cities/{cityId}/mailerlite`: the settings, the key reduced to whether there is one and its end. */
export async function getMailerLiteSettings(deps: MailerLiteDeps, actor: Actor, cityId: string) {
  authorize(actor, 'mailerlite.read', { cityId });
  const city = await findGrantedCity(deps.db, cityId);
  return settingsView(deps.db, cityId, city.settings, city.lastSync);
}

/**
 * A running synchronisation whose heartbeat (moved after each round of 100 rows) is older than this lost its
 * worker with its process: another worker takes it over and goes on from its last stored round.
 */
export const SYNC_STALE_AFTER_MS = 5 * 60_000;

/**
 * `PUT /api/cities/{cityId}/mailerlite`: a new key is tried on MailerLite (its groups are listed) before it is
 * sealed and stored; a group is checked to be the account's and stored with its name. A new key of an account
 * without the stored group leaves no group chosen.
 */
export async function saveMailerLiteSettings(
  deps: MailerLiteDeps,
  actor: Actor,
  cityId: string,
  input: MailerLiteSettingsInput,
) {
  authorize(actor, 'mailerlite.write', { cityId });
  const { db, secrets } = deps;
  const city = await findGrantedCity(db, cityId);
  const stored = city.settings;
  try {
    const apiKey =
      input.apiKey ?? (stored?.apiKeyCiphertext ? openApiKey(secrets, cityId, stored.apiKeyCiphertext) : null);
    let groupId = input.groupId === undefined ? (stored?.groupId ?? null) : input.groupId;
    let groupName = groupId !== null && groupId === stored?.groupId ? stored.groupName : null;
    if (groupId !== null && apiKey === null) {
      throw badRequest('validation_failed', 'Enter the API key before choosing a group', [
        { path: 'apiKey', message: 'Required before a group' },
      ]);
    }
    if (apiKey !== null && (input.apiKey !== undefined || (groupId !== null && groupId !== stored?.groupId))) {
      const groups = await deps.connect(apiKey).listGroups();
      const group = groups.find((candidate) => candidate.id === groupId);
      if (groupId !== null && !group && input.groupId !== undefined) {
        throw badRequest('validation_failed', 'This group is not in the MailerLite account', [
          { path: 'groupId', message: 'Not a group of this account' },
        ]);
      }
      groupId = group?.id ?? null;
      groupName = group?.name ?? null;
    }
    await upsertMailerLiteSettings(
      db,
      cityId,
      {
        ...(input.apiKey === undefined
          ? {}
          : {
              apiKeyCiphertext: sealApiKey(secrets, cityId, input.apiKey),
              apiKeyHint: input.apiKey.slice(-MAILERLITE_API_KEY_HINT_LENGTH),
            }),
        groupId,
        groupName,
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      },
      (deps.clock ?? (() => new Date()))(),
    );
  } catch (error) {
    throw mailerLiteAppError(error) ?? error;
  }
  return getMailerLiteSettings(deps, actor, cityId);
}

/**
 * `DELETE /api/cities/{cityId}/mailerlite`: disconnects the city's MailerLite account (its key, group and nightly
 * synchronisation, and the record of the participants put in that group). The subscribers stay in MailerLite,
 * which the city manages there. Refused with 409 `mailerlite_sync_running` while a synchronisation runs.
 */
export async function disconnectMailerLite(deps: MailerLiteDeps, actor: Actor, cityId: string) {
  authorize(actor, 'mailerlite.write', { cityId });
  await findGrantedCity(deps.db, cityId);
  const now = (deps.clock ?? (() => new Date()))();
  if (!(await deleteMailerLiteAccount(deps.db, cityId, new Date(now.getTime() - SYNC_STALE_AFTER_MS)))) {
    throw conflict('mailerlite_sync_running', 'A synchronisation of this mailing list is running');
  }
  return getMailerLiteSettings(deps, actor, cityId);
}

/** `GET /api/cities/{cityId}/mailerlite/groups`: the account's groups, asked of MailerLite with the stored key. */
export async function listMailerLiteGroups(deps: MailerLiteDeps, actor: Actor, cityId: string) {
  authorize(actor, 'mailerlite.read', { cityId });
  const city = await findGrantedCity(deps.db, cityId);
  if (!city.settings?.apiKeyCiphertext) throw notConfigured();
  try {
    return await deps.connect(openApiKey(deps.secrets, cityId, city.settings.apiKeyCiphertext)).listGroups();
  } catch (error) {
    throw mailerLiteAppError(error) ?? error;
  }
}

/** `GET /api/cities/{cityId}/mailerlite/subscribers`: the participants in the group, most recently synced first. */
export async function listMailerLiteSubscribers(
  deps: MailerLiteDeps,
  actor: Actor,
  cityId: string,
  query: MailerLiteSubscribersQuery,
) {
  authorize(actor, 'mailerlite.read', { cityId });
  await findGrantedCity(deps.db, cityId);
  const { rows, total } = await listSyncedSubscribers(deps.db, cityId, {
    search: query.search,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    data: rows.map((row) => ({ ...row, syncedAt: row.syncedAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
