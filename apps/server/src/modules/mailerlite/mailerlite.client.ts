import { MAILERLITE_BATCH_SIZE, type MailerLiteGroup } from '@mobiverte/contracts';

/**
 * Why a call to MailerLite stopped: the key was refused (401/403), it kept answering 429 or 5xx or nothing at all,
 * or it refused the request itself (another 4xx).
 */
export type MailerLiteFailureKind = 'key_rejected' | 'rate_limited' | 'unreachable' | 'refused';

export class MailerLiteError extends Error {
  readonly kind: MailerLiteFailureKind;
  readonly status: number | null;

  constructor(kind: MailerLiteFailureKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'MailerLiteError';
    this.kind = kind;
    this.status = status;
  }
}

export type SubscriberUpsert = { email: string; fields: Record<string, string> };

/** One subscriber's answer inside a batch: MailerLite refuses some (an invalid address) and takes the others. */
export type SubscriberOutcome = { ok: true; subscriberId: string } | { ok: false; status: number; message: string };

/** What the synchronisation needs of MailerLite; the HTTP client below, or a fake in a unit test. */
export interface MailerLiteApi {
  listGroups(): Promise<MailerLiteGroup[]>;
  /** `POST /api/subscribers` for each (an upsert by email, added to the group), 50 per `POST /api/batch`. */
  upsertSubscribers(groupId: string, subscribers: readonly SubscriberUpsert[]): Promise<SubscriberOutcome[]>;
  /** Takes each subscriber out of the group (`DELETE /api/groups/{groupId}/subscribers/{id}`); already out counts as done. */
  removeFromGroup(groupId: string, subscriberIds: readonly string[]): Promise<SubscriberOutcome[]>;
  /**
   * The group's subscribers who unsubscribed in MailerLite (a campaign's link, its preference page), every page of
   * `GET /api/groups/{groupId}/subscribers?filter[status]=unsubscribed` (cursor paging).
   */
  listUnsubscribed(groupId: string): Promise<{ subscriberId: string; email: string }[]>;
}

export type MailerLiteClientOptions = {
  /** e.g. https://connect.mailerlite.com (MAILERLITE_API_URL). */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  sleep?: (milliseconds: number) => Promise<void>;
  /** Tries of a request that meets a 5xx, a timeout or no answer, waiting `backoffMs`, then twice as long, … */
  maxAttempts?: number;
  backoffMs?: number;
  /** 429s honoured (waiting their Retry-After, at most `maxRetryAfterMs`) before giving up. */
  maxRateLimitRetries?: number;
  maxRetryAfterMs?: number;
  timeoutMs?: number;
};

type BatchRequest = { method: 'POST' | 'DELETE'; path: string; body?: unknown };
type BatchAnswer = { code: number; body: unknown };

const GROUPS_PAGE_SIZE = 100;
const GROUPS_MAX_PAGES = 50;
const DEFAULT_RETRY_AFTER_MS = 60_000;

const sleepFor = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** MailerLite's message: `message`, or the first of its Laravel-style field `errors`. */
function messageOf(body: unknown, status: number): string {
  if (isRecord(body)) {
    const errors = isRecord(body.errors) ? Object.values(body.errors).flat() : [];
    const first = errors.find((entry): entry is string => typeof entry === 'string');
    if (first) return first;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return `HTTP ${status}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** Retry-After in seconds or as an HTTP date; absent or unreadable, a minute. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * MailerLite's HTTP API ("connect": Bearer key, JSON). Upserts and removals go 50 to a `POST /api/batch`; a 429
 * waits its Retry-After and tries again (bounded), a 5xx or no answer is tried again with a growing wait, a
 * 401/403 stops at once; one subscriber refused inside a batch is that subscriber's outcome, not an error.
 */
/** MailerLite's largest page of a group's subscribers, and a bound on the pages read in one synchronisation. */
const UNSUBSCRIBED_PAGE_SIZE = 1000;
const UNSUBSCRIBED_MAX_PAGES = 100;

export function createMailerLiteClient(options: MailerLiteClientOptions): MailerLiteApi {
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? sleepFor;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoffMs = options.backoffMs ?? 500;
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 5;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const baseUrl = options.baseUrl.replace(/\/$/, '');

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let failures = 0;
    let rateLimited = 0;
    for (;;) {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        failures += 1;
        if (failures >= maxAttempts) {
          throw new MailerLiteError('unreachable', `MailerLite did not answer: ${(cause as Error).message}`);
        }
        await sleep(backoffMs * 2 ** (failures - 1));
        continue;
      }
      if (response.status === 429) {
        await response.body?.cancel();
        rateLimited += 1;
        if (rateLimited > maxRateLimitRetries) {
          throw new MailerLiteError('rate_limited', 'MailerLite kept answering 429 Too Many Requests', 429);
        }
        await sleep(Math.min(retryAfterMs(response.headers.get('retry-after')), maxRetryAfterMs));
        continue;
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        failures += 1;
        if (failures >= maxAttempts) {
          throw new MailerLiteError('unreachable', `MailerLite answered ${response.status}`, response.status);
        }
        await sleep(backoffMs * 2 ** (failures - 1));
        continue;
      }
      const payload = parseJson(await response.text());
      if (response.status === 401 || response.status === 403) {
        throw new MailerLiteError('key_rejected', messageOf(payload, response.status), response.status);
      }
      if (!response.ok) throw new MailerLiteError('refused', messageOf(payload, response.status), response.status);
      return payload;
    }
  }

  async function batch(requests: readonly BatchRequest[]): Promise<BatchAnswer[]> {
    const answers: BatchAnswer[] = [];
    for (const part of chunks(requests, MAILERLITE_BATCH_SIZE)) {
      const payload = await send('POST', '/api/batch', { requests: part });
      const responses = isRecord(payload) && Array.isArray(payload.responses) ? payload.responses : [];
      if (responses.length !== part.length) {
        throw new MailerLiteError('refused', `MailerLite answered ${responses.length} of ${part.length} requests`);
      }
      for (const response of responses) {
        answers.push({
          code: isRecord(response) && typeof response.code === 'number' ? response.code : 0,
          body: isRecord(response) ? response.body : null,
        });
      }
    }
    return answers;
  }

  const refusedOutcome = (answer: BatchAnswer): SubscriberOutcome => ({
    ok: false,
    status: answer.code,
    message: messageOf(answer.body, answer.code),
  });

  return {
    async listGroups() {
      const groups: MailerLiteGroup[] = [];
      for (let page = 1; page <= GROUPS_MAX_PAGES; page += 1) {
        const payload = await send('GET', `/api/groups?limit=${GROUPS_PAGE_SIZE}&page=${page}&sort=name`);
        const data = isRecord(payload) && Array.isArray(payload.data) ? payload.data : [];
        for (const group of data) {
          if (!isRecord(group) || (typeof group.id !== 'string' && typeof group.id !== 'number')) continue;
          groups.push({
            id: String(group.id),
            name: typeof group.name === 'string' ? group.name : String(group.id),
            activeCount: typeof group.active_count === 'number' ? group.active_count : null,
          });
        }
        const meta = isRecord(payload) && isRecord(payload.meta) ? payload.meta : {};
        const lastPage = typeof meta.last_page === 'number' ? meta.last_page : page;
        if (data.length < GROUPS_PAGE_SIZE || page >= lastPage) break;
      }
      return groups;
    },

    async upsertSubscribers(groupId, subscribers) {
      const answers = await batch(
        subscribers.map((subscriber) => ({
          method: 'POST',
          path: 'api/subscribers',
          body: { email: subscriber.email, fields: subscriber.fields, groups: [groupId] },
        })),
      );
      return answers.map((answer) => {
        const data = isRecord(answer.body) && isRecord(answer.body.data) ? answer.body.data : null;
        const id = data && (typeof data.id === 'string' || typeof data.id === 'number') ? String(data.id) : null;
        return answer.code >= 200 && answer.code < 300 && id ? { ok: true, subscriberId: id } : refusedOutcome(answer);
      });
    },

    async listUnsubscribed(groupId) {
      const found: { subscriberId: string; email: string }[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < UNSUBSCRIBED_MAX_PAGES; page += 1) {
        const query = `filter[status]=unsubscribed&limit=${UNSUBSCRIBED_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const payload = await send('GET', `/api/groups/${encodeURIComponent(groupId)}/subscribers?${query}`);
        const data = isRecord(payload) && Array.isArray(payload.data) ? payload.data : [];
        for (const subscriber of data) {
          if (!isRecord(subscriber) || (typeof subscriber.id !== 'string' && typeof subscriber.id !== 'number'))
            continue;
          if (subscriber.status !== undefined && subscriber.status !== 'unsubscribed') continue;
          found.push({ subscriberId: String(subscriber.id), email: String(subscriber.email ?? '') });
        }
        const meta = isRecord(payload) && isRecord(payload.meta) ? payload.meta : {};
        cursor = typeof meta.next_cursor === 'string' && meta.next_cursor ? meta.next_cursor : null;
        if (!cursor || data.length === 0) break;
      }
      return found;
    },

    async removeFromGroup(groupId, subscriberIds) {
      const answers = await batch(
        subscriberIds.map((id) => ({
          method: 'DELETE',
          path: `api/groups/${encodeURIComponent(groupId)}/subscribers/${encodeURIComponent(id)}`,
        })),
      );
      return answers.map((answer, index) =>
        (answer.code >= 200 && answer.code < 300) || answer.code === 404
          ? { ok: true, subscriberId: subscriberIds[index]! }
          : refusedOutcome(answer),
      );
    },
  };
}
