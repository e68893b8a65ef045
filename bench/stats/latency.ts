import type pg from 'pg';
import type { BenchRequest, NaiveQuery } from './stats-endpoints.ts';
import { BENCH_ORIGIN } from './trip-load.ts';

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

/** One request over HTTP, its body read to the end; anything but 200 is an error. */
export function callEndpoint(baseUrl: string, token: string, request: BenchRequest) {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return async () => {
    const response = await fetch(`${baseUrl}${request.path}${query}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: BENCH_ORIGIN,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${text.slice(0, 200)}`);
    return text.length;
  };
}

export function runNaive(client: pg.Client, query: NaiveQuery) {
  return () => client.query(query.text, query.values);
}
