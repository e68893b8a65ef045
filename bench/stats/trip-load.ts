import type { Db } from '../../apps/server/src/db/connection.ts';
import {
  MAX_TRIPS_PER_BATCH,
  type TripInput,
  type TripResult,
} from '../../apps/server/src/modules/trips/trips.schemas.ts';
import { ingestTrips } from '../../apps/server/src/modules/trips/trips.service.ts';
import type { BenchParticipant } from './bench-world.ts';
import { BENCH_ORIGIN } from './latency.ts';
import { planBenchTrips } from './trip-plan.ts';

/** A failed batch is rolled back whole and trip ids are idempotent, so it is sent again, like the app would. */
const MAX_ATTEMPTS = 5;

/** Trips `from` (included) to `to` (excluded) of the participant's `total` planned trips. */
export type LoadJob = { participant: BenchParticipant; total: number; from: number; to: number };
export type LoadPath = 'http' | 'in-process';
export type LoadFigures = {
  path: LoadPath;
  clients: number;
  trips: number;
  batches: number;
  seconds: number;
  tripsPerSecond: number;
  outcomes: Record<string, number>;
  /** Batches sent again after the server failed them (a deadlock between two batches' rollup upserts). */
  retriedBatches: number;
};
type SendBatch = (participant: BenchParticipant, trips: TripInput[]) => Promise<TripResult[]>;

/** Sends the jobs' trips in batches of 500 with `clients` workers, each taking whole participants from a queue. */
export async function loadTrips(
  jobs: LoadJob[],
  options: { path: LoadPath; clients: number; lastDay: string; seed: number; send: SendBatch },
): Promise<LoadFigures> {
  const queue = [...jobs];
  const total = jobs.reduce((sum, job) => sum + job.to - job.from, 0);
  const outcomes: Record<string, number> = {};
  let loaded = 0;
  let batches = 0;
  let retriedBatches = 0;
  const sendWithRetries = async (participant: BenchParticipant, trips: TripInput[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await options.send(participant, trips);
      } catch (error) {
        if (attempt === MAX_ATTEMPTS) throw error;
        retriedBatches += 1;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  };
  const started = performance.now();
  let reported = started;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const trips = planBenchTrips(job.participant, job.total, options.lastDay, options.seed).slice(job.from, job.to);
      for (let start = 0; start < trips.length; start += MAX_TRIPS_PER_BATCH) {
        const results = await sendWithRetries(job.participant, trips.slice(start, start + MAX_TRIPS_PER_BATCH));
        for (const result of results) {
          const key = result.reason ? `${result.status}:${result.reason}` : result.status;
          outcomes[key] = (outcomes[key] ?? 0) + 1;
        }
        loaded += results.length;
        batches += 1;
        if (performance.now() - reported > 15_000) {
          reported = performance.now();
          const rate = Math.round(loaded / ((reported - started) / 1000));
          console.log(
            `  ${options.path}: ${loaded.toLocaleString('en')} / ${total.toLocaleString('en')} trips, ${rate} trips/s`,
          );
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    path: options.path,
    clients: options.clients,
    trips: loaded,
    batches,
    seconds: Math.round(seconds * 10) / 10,
    tripsPerSecond: Math.round(loaded / seconds),
    outcomes,
    retriedBatches,
  };
}

/** Batches through `POST /api/app/v2/sessions` with the participant's bearer token. */
export function sendOverHttp(baseUrl: string, tokens: ReadonlyMap<string, string>): SendBatch {
  return async (participant, trips) => {
    const response = await fetch(`${baseUrl}/api/app/v2/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.get(participant.id)}`,
        origin: BENCH_ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify(trips),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`POST /api/app/v2/sessions: ${response.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: TripResult[] }).data;
  };
}

/** Batches through the trip service in this process: the same rules and transaction, without HTTP. */
export function sendInProcess(db: Db, now: Date): SendBatch {
  return (participant, trips) => ingestTrips(db, participant.id, trips, now);
}

/** Signs the participants in through better-auth (`POST /api/auth/sign-in/email`), a few at a time. */
export async function signInAll(baseUrl: string, accounts: { id: string; email: string }[], password: string) {
  const tokens = new Map<string, string>();
  const queue = [...accounts];
  const worker = async () => {
    for (let account = queue.shift(); account; account = queue.shift()) {
      tokens.set(account.id, await signIn(baseUrl, account.email, password));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return tokens;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = response.headers.get('set-auth-token');
  if (response.status !== 200 || !token) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  await response.text();
  return token;
}
