/**
 * The push service behind notifications (issue 18): an interface, and an adapter for Expo's push API
 * (`POST` of up to 100 messages, one ticket per message in the same order), which FCM relays that speak the same
 * shape accept too. URL and key come from the environment (`PUSH_URL`, `PUSH_ACCESS_TOKEN`); the tests answer
 * from a local stand-in (`test/push-stand-in.ts`).
 */

export type PushMessage = {
  to: string;
  title: string;
  body: string;
  data?: Record<string, unknown>;
  sound?: 'default';
};

/** One message's fate: accepted, or refused with the service's error (`DeviceNotRegistered`: forget the token). */
export type PushTicket = { status: 'ok'; id?: string } | { status: 'error'; message: string; error?: string };

/** The whole request may be tried again later (429, 5xx, a network failure or a timeout). */
export class PushTransientError extends Error {
  readonly retryAfterSeconds: number | null;
  constructor(message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'PushTransientError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** What became of an accepted push (its ticket's receipt): delivered to the phone's service, or refused. */
export type PushReceipt = { status: 'ok' } | { status: 'error'; message: string; error?: string };

export interface PushProvider {
  /** The most messages one `send` takes. */
  readonly maxBatch: number;
  /** One ticket per message, in order; throws `PushTransientError` when nothing was accepted but may be later. */
  send(messages: PushMessage[]): Promise<PushTicket[]>;
  /** The most ticket ids one `receipts` call takes. */
  readonly maxReceipts?: number;
  /**
   * The receipts of these tickets that are ready (a ticket without one is not ready yet, or its receipt expired);
   * throws `PushTransientError` when the service cannot answer now.
   */
  receipts?(ticketIds: string[]): Promise<Map<string, PushReceipt>>;
}

export const DEVICE_NOT_REGISTERED = 'DeviceNotRegistered';

type ExpoReceipts = {
  data?: Record<string, { status: 'ok' | 'error'; message?: string; details?: { error?: string } }>;
  errors?: { code?: string; message?: string }[];
};

type ExpoResponse = {
  data?: { status: 'ok' | 'error'; id?: string; message?: string; details?: { error?: string } }[];
  errors?: { code?: string; message?: string }[];
};

function retryAfterOf(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/** Expo's receipts endpoint beside its send endpoint: `…/push/send` → `…/push/getReceipts`. */
export const receiptsUrlOf = (sendUrl: string) => sendUrl.replace(/\/send\/?$/, '/getReceipts');

/** The Expo-compatible HTTP adapter. */
export function createExpoPushProvider(options: {
  url: string;
  accessToken?: string | null;
  timeoutMs?: number;
}): PushProvider {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  const receiptsUrl = receiptsUrlOf(options.url);
  return {
    maxBatch: 100,
    maxReceipts: 1000,
    async receipts(ticketIds) {
      let response: Response;
      try {
        response = await fetch(receiptsUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ids: ticketIds }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new PushTransientError(`push receipts unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => ({}))) as ExpoReceipts;
      if (!response.ok || !body.data || typeof body.data !== 'object') {
        throw new PushTransientError(
          `push receipts answered ${response.status}`,
          retryAfterOf(response.headers.get('retry-after')),
        );
      }
      const receipts = new Map<string, PushReceipt>();
      for (const [id, receipt] of Object.entries(body.data)) {
        receipts.set(
          id,
          receipt.status === 'ok'
            ? { status: 'ok' }
            : { status: 'error', message: receipt.message ?? 'refused', error: receipt.details?.error },
        );
      }
      return receipts;
    },
    async send(messages) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify(messages),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new PushTransientError(`push service unreachable: ${(error as Error).message}`);
      }
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        throw new PushTransientError(
          `push service answered ${response.status}`,
          retryAfterOf(response.headers.get('retry-after')),
        );
      }
      const body = (await response.json().catch(() => ({}))) as ExpoResponse;
      if (!response.ok || !Array.isArray(body.data) || body.data.length !== messages.length) {
        // A refused request (bad credentials, malformed): every message of it failed for good.
        const message = body.errors?.[0]?.message ?? `push service answered ${response.status}`;
        return messages.map(() => ({ status: 'error', message, error: body.errors?.[0]?.code }));
      }
      return body.data.map((ticket) =>
        ticket.status === 'ok'
          ? { status: 'ok', id: ticket.id }
          : { status: 'error', message: ticket.message ?? 'refused', error: ticket.details?.error },
      );
    },
  };
}
