import { MAILERLITE_BATCH_SIZE } from '@mobiverte/contracts';

/**
 * An in-memory MailerLite that answers the part of its HTTP API the product uses: groups, subscriber upserts,
 * removals from a group and batches. The tests serve it on a port of their own (`test/mailerlite-stand-in.ts`) and
 * tell it to answer 429, 5xx or refuse some addresses; in development with the demo world the app mounts it under
 * MAILERLITE_STAND_IN_PATH so that "sync now" works without an account.
 */
export type StandInSubscriber = {
  id: string;
  email: string;
  fields: Record<string, unknown>;
  groups: Set<string>;
  /** Set when the subscriber unsubscribed (a campaign's link): MailerLite mails them no more. */
  unsubscribedAt?: string;
};
export type StandInGroup = { id: string; name: string };
export type StandInRequest = { method: string; path: string; authorization?: string; body?: unknown };
export type StandInAnswer = { status: number; headers: Record<string, string>; body: unknown };

export type MailerLiteStandIn = ReturnType<typeof createMailerLiteStandIn>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createMailerLiteStandIn(options: { groups?: StandInGroup[]; apiKeys?: string[] } = {}) {
  const groups = new Map((options.groups ?? []).map((group) => [group.id, group]));
  const subscribers = new Map<string, StandInSubscriber>();
  const requests: { method: string; path: string; batchSize?: number }[] = [];
  const behaviour = {
    /** The next top-level requests answer 429 with this Retry-After (seconds). */
    rateLimited: { count: 0, retryAfterSeconds: 1 },
    /** The next top-level requests answer this 5xx. */
    serverErrors: { count: 0, status: 503 },
    /** Upserts of these addresses are refused (422), as MailerLite refuses an address it will not mail. */
    refusedEmails: new Set<string>(),
    /** Each top-level request waits this long first (two synchronisations at once). */
    delayMs: 0,
  };
  let nextId = 170_000_000_000_000_000n;

  const answer = (status: number, body: unknown = null, headers: Record<string, string> = {}): StandInAnswer => ({
    status,
    headers,
    body,
  });
  const view = (subscriber: StandInSubscriber) => ({
    id: subscriber.id,
    email: subscriber.email,
    status: subscriber.unsubscribedAt ? 'unsubscribed' : 'active',
    unsubscribed_at: subscriber.unsubscribedAt ?? null,
    fields: subscriber.fields,
    groups: [...subscriber.groups].map((id) => ({ id, name: groups.get(id)?.name ?? id })),
  });
  const membersOf = (groupId: string) => [...subscribers.values()].filter((entry) => entry.groups.has(groupId));

  function upsert(body: unknown): StandInAnswer {
    const input = (body ?? {}) as { email?: unknown; fields?: unknown; groups?: unknown };
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || behaviour.refusedEmails.has(email)) {
      return answer(422, {
        message: 'The email must be a valid email address.',
        errors: { email: ['The email must be a valid email address.'] },
      });
    }
    const groupIds = Array.isArray(input.groups) ? input.groups.map(String) : [];
    const unknown = groupIds.find((id) => !groups.has(id));
    if (unknown) return answer(422, { message: 'The selected groups is invalid.', errors: { groups: [unknown] } });
    let subscriber = [...subscribers.values()].find((entry) => entry.email === email);
    const created = !subscriber;
    if (!subscriber) {
      nextId += 1n;
      subscriber = { id: String(nextId), email, fields: {}, groups: new Set() };
      subscribers.set(subscriber.id, subscriber);
    }
    subscriber.fields = { ...subscriber.fields, ...((input.fields as Record<string, unknown>) ?? {}) };
    for (const id of groupIds) subscriber.groups.add(id);
    return answer(created ? 201 : 200, { data: view(subscriber) });
  }

  function route(method: string, path: string, body: unknown): StandInAnswer {
    const url = new URL(path, 'http://stand-in');
    const parts = url.pathname.replace(/^\/+/, '').split('/');
    if (parts[0] !== 'api') return answer(404, { message: 'Not found.' });
    if (method === 'GET' && url.pathname === '/api/groups') {
      const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 25));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const all = [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
      const data = all.slice((page - 1) * limit, page * limit).map((group) => ({
        id: group.id,
        name: group.name,
        active_count: membersOf(group.id).length,
      }));
      return answer(200, {
        data,
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(all.length / limit)), total: all.length },
      });
    }
    if (method === 'POST' && url.pathname === '/api/subscribers') return upsert(body);
    if (method === 'GET' && parts[1] === 'groups' && parts[3] === 'subscribers' && parts.length === 4) {
      if (!groups.has(parts[2]!)) return answer(404, { message: 'Not found.' });
      const status = url.searchParams.get('filter[status]');
      const limit = Math.max(1, Math.min(1000, Number(url.searchParams.get('limit') ?? 50)));
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const all = membersOf(parts[2]!).filter(
        (entry) => !status || (status === 'unsubscribed') === Boolean(entry.unsubscribedAt),
      );
      const next = offset + limit < all.length ? String(offset + limit) : null;
      return answer(200, { data: all.slice(offset, offset + limit).map(view), meta: { next_cursor: next } });
    }
    if (method === 'DELETE' && parts[1] === 'groups' && parts[3] === 'subscribers' && parts.length === 5) {
      const subscriber = subscribers.get(parts[4]!);
      if (!groups.has(parts[2]!) || !subscriber?.groups.has(parts[2]!)) return answer(404, { message: 'Not found.' });
      subscriber.groups.delete(parts[2]!);
      return answer(204);
    }
    return answer(404, { message: 'Not found.' });
  }

  function runBatch(body: unknown): StandInAnswer {
    const list = (body as { requests?: unknown } | null)?.requests;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAILERLITE_BATCH_SIZE) {
      return answer(422, { message: `The requests must contain 1 to ${MAILERLITE_BATCH_SIZE} items.` });
    }
    const responses = list.map((entry: { method?: string; path?: string; body?: unknown }) => {
      const path = typeof entry.path === 'string' && entry.path.startsWith('api/') ? `/${entry.path}` : '';
      const result = path ? route(String(entry.method).toUpperCase(), path, entry.body) : answer(422);
      return { code: result.status, body: result.body };
    });
    const successful = responses.filter((entry) => entry.code < 400).length;
    return answer(200, { total: responses.length, successful, failed: responses.length - successful, responses });
  }

  async function handle(request: StandInRequest): Promise<StandInAnswer> {
    const method = request.method.toUpperCase();
    const path = request.path;
    const batchSize =
      path === '/api/batch' ? ((request.body as { requests?: unknown[] } | null)?.requests?.length ?? 0) : undefined;
    requests.push({ method, path, ...(batchSize === undefined ? {} : { batchSize }) });
    if (behaviour.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    const key = request.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!key || (options.apiKeys && !options.apiKeys.includes(key)))
      return answer(401, { message: 'Unauthenticated.' });
    if (behaviour.rateLimited.count > 0) {
      behaviour.rateLimited.count -= 1;
      return answer(
        429,
        { message: 'Too Many Attempts.' },
        { 'retry-after': String(behaviour.rateLimited.retryAfterSeconds) },
      );
    }
    if (behaviour.serverErrors.count > 0) {
      behaviour.serverErrors.count -= 1;
      return answer(behaviour.serverErrors.status, { message: 'Server Error' });
    }
    if (method === 'POST' && path === '/api/batch') return runBatch(request.body);
    return route(method, path, request.body);
  }

  return {
    groups,
    subscribers,
    requests,
    behaviour,
    handle,
    /** The subscriber of this address unsubscribes, as with a campaign's link. */
    unsubscribe: (email: string) => {
      const subscriber = [...subscribers.values()].find((entry) => entry.email === email.toLowerCase());
      if (subscriber) subscriber.unsubscribedAt = new Date().toISOString();
      return Boolean(subscriber);
    },
    /** The addresses in a group, sorted. */
    emailsIn: (groupId: string) =>
      membersOf(groupId)
        .map((entry) => entry.email)
        .sort(),
  };
}
