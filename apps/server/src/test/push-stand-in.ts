import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Expo's push API (`POST /--/api/v2/push/send`), for tests and the benchmark: it answers each
 * message with an `ok` ticket, or `DeviceNotRegistered` for a token containing `unregistered`, and answers whole
 * requests with 429 or 500 on demand. It keeps what it accepted, to count who got what. Its receipts
 * (`POST …/push/getReceipts`) say `DeviceNotRegistered` for a token containing `gone-later` (accepted, then the
 * phone's service found the app uninstalled), ok otherwise, once `receiptsReady`.
 */
export type PushStandIn = {
  url: string;
  /** Every accepted message, in order. */
  accepted: { to: string; title: string; body: string; data?: Record<string, unknown> }[];
  acceptedCount: number;
  requests: number;
  /** The next `count` requests answer `status` (400: refused for good, 429 with `retry-after`, 500) and accept nothing. */
  failNext: (status: 400 | 429 | 500, count?: number) => void;
  /** Requests wait this long before answering (a slow service). */
  delayMs: number;
  /** When set, requests after the first `n` never answer (a process killed mid-send sees this). */
  hangAfter: number | null;
  /** False: the receipts endpoint answers no receipt yet. */
  receiptsReady: boolean;
  receiptRequests: number;
  close: () => Promise<void>;
};

type Message = PushStandIn['accepted'][number];

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startPushStandIn(options: { keepAccepted?: boolean } = {}): Promise<PushStandIn> {
  const failures: (400 | 429 | 500)[] = [];
  const hanging = new Set<() => void>();
  const state: PushStandIn = {
    url: '',
    accepted: [],
    acceptedCount: 0,
    requests: 0,
    failNext: (status, count = 1) => failures.push(...Array<400 | 429 | 500>(count).fill(status)),
    delayMs: 0,
    hangAfter: null,
    receiptsReady: true,
    receiptRequests: 0,
    close: async () => {
      for (const release of hanging) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const tokenOfTicket = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.url?.endsWith('/getReceipts')) {
        const { ids } = (await readJson(request)) as { ids: string[] };
        state.receiptRequests += 1;
        const data: Record<string, object> = {};
        for (const id of state.receiptsReady ? ids : []) {
          const token = tokenOfTicket.get(id);
          if (!token) continue;
          data[id] = token.includes('gone-later')
            ? { status: 'error', message: 'The device is not registered', details: { error: 'DeviceNotRegistered' } }
            : { status: 'ok' };
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data }));
        return;
      }
      const body = (await readJson(request)) as Message[] | Message;
      state.requests += 1;
      if (state.hangAfter !== null && state.requests > state.hangAfter) {
        await new Promise<void>((resolve) => hanging.add(resolve));
        response.destroy();
        return;
      }
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const failure = failures.shift();
      if (failure) {
        response.writeHead(failure, {
          'content-type': 'application/json',
          ...(failure === 429 ? { 'retry-after': '1' } : {}),
        });
        response.end(
          JSON.stringify({
            errors: [
              {
                code: { 400: 'VALIDATION_ERROR', 429: 'TOO_MANY_REQUESTS', 500: 'INTERNAL' }[failure],
                message: 'stand-in',
              },
            ],
          }),
        );
        return;
      }
      const messages = Array.isArray(body) ? body : [body];
      const data = messages.map((message, index) => {
        if (message.to.includes('unregistered')) {
          return {
            status: 'error',
            message: `"${message.to}" is not a registered push notification recipient`,
            details: { error: 'DeviceNotRegistered' },
          };
        }
        state.acceptedCount += 1;
        if (options.keepAccepted !== false) state.accepted.push(message);
        const id = `ticket-${state.requests}-${index}`;
        tokenOfTicket.set(id, message.to);
        return { status: 'ok', id };
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data }));
    })().catch(() => {
      response.writeHead(400);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/--/api/v2/push/send`;
  return state;
}
