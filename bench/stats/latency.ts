import http from 'node:http';
import type pg from 'pg';
import type { BenchRequest, NaiveQuery } from './stats-endpoints.ts';

/** The origin the bench's requests come from (the app's APP_URL in the bench). */
export const BENCH_ORIGIN = 'http://localhost:3000';

/** Durations in ms of `runs` sequential calls, after `warmup` calls that are not kept. */
export async function timeCalls(call: () => Promise<unknown>, warmup: number, runs: number): Promise<number[]> {
  for (let index = 0; index < warmup; index++) await call();
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The nearest-rank percentile (p in 0–1). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

/** One keep-alive connection, as a dashboard's browser keeps one. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request over HTTP (node:http on a keep-alive connection: `fetch` adds 0.05–0.1 ms of client work per call
 * here, which is not the server's), its body read to the end; anything but 200 is an error.
 */
export function callEndpoint(baseUrl: string, token: string, request: BenchRequest) {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const body = request.body ? JSON.stringify(request.body) : undefined;
  const url = new URL(`${baseUrl}${request.path}${query}`);
  const headers: http.OutgoingHttpHeaders = {
    authorization: `Bearer ${token}`,
    origin: BENCH_ORIGIN,
    ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
  };
  return () =>
    new Promise<number>((resolve, reject) => {
      const outgoing = http.request(url, { method: request.method, headers, agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${response.statusCode} ${text.slice(0, 200)}`));
          else resolve(text.length);
        });
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}

export function runNaive(client: pg.Client, query: NaiveQuery) {
  return () => client.query(query.text, query.values);
}
