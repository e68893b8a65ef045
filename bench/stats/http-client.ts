import { Worker } from 'node:worker_threads';
import { callEndpoint, timeCalls } from './latency.ts';
import type { BenchRequest } from './stats-endpoints.ts';

export type ClientSetup = { baseUrl: string; cells: { token: string; request: BenchRequest }[] };
type ClientRequest =
  { kind: 'warm-up'; rounds: number } | { kind: 'measure'; cell: number; warmup: number; requests: number };
export type ClientCommand = ClientRequest & { id: number };
type WarmUpReply = { id: number; succeeded: number };
type MeasureReply = { id: number; responseBytes: number; samples: number[] };
export type ClientReply = WarmUpReply | MeasureReply | { id: number; error: string };

export type HttpClient = {
  warmUp: (rounds: number) => Promise<number>;
  measure: (cell: number, warmup: number, requests: number) => Promise<Omit<MeasureReply, 'id'>>;
  close: () => Promise<unknown>;
};

/** One call per cell, on the keep-alive connection of the thread that makes them. */
export const cellCalls = (setup: ClientSetup) =>
  setup.cells.map((cell) => callEndpoint(setup.baseUrl, cell.token, cell.request));

/** Sends `rounds` rounds of one request to every call; answers how many succeeded. */
export async function warmUpCalls(calls: readonly (() => Promise<unknown>)[], rounds: number) {
  let succeeded = 0;
  for (let round = 0; round < rounds; round++) {
    // A cell that fails is reported when it is measured.
    for (const call of calls) {
      succeeded += await call().then(
        () => 1,
        () => 0,
      );
    }
  }
  return succeeded;
}

/** A cell's response size, then the durations of `requests` requests after `warmup` more. */
export async function measureCall(call: () => Promise<number>, warmup: number, requests: number) {
  const responseBytes = await call();
  return { responseBytes, samples: await timeCalls(call, warmup, requests) };
}

/** The same client in the server's own thread (`--inline-client`), to compare. */
export function inlineHttpClient(setup: ClientSetup): HttpClient {
  const calls = cellCalls(setup);
  return {
    warmUp: (rounds) => warmUpCalls(calls, rounds),
    measure: (cell, warmup, requests) => measureCall(calls[cell]!, warmup, requests),
    close: async () => {},
  };
}

/**
 * Starts the HTTP client thread (http-client-worker.ts) for these cells: `warmUp` sends `rounds` rounds of one
 * request to every cell; `measure` answers a cell's response size and the durations of `requests` requests
 * after `warmup` more.
 */
export function startHttpClient(setup: ClientSetup): HttpClient {
  const worker = new Worker(new URL('./http-client-worker.ts', import.meta.url), { workerData: setup });
  const pending = new Map<number, { resolve: (reply: ClientReply) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (reply: ClientReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  const send = <R extends ClientReply>(command: ClientRequest) =>
    new Promise<R>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (reply: ClientReply) => void, reject });
      worker.postMessage({ ...command, id });
    });
  return {
    warmUp: async (rounds) => (await send<WarmUpReply>({ kind: 'warm-up', rounds })).succeeded,
    measure: (cell, warmup, requests) => send<MeasureReply>({ kind: 'measure', cell, warmup, requests }),
    close: () => worker.terminate(),
  };
}
