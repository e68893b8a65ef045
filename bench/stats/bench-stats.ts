import os from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/connection.ts';
import { shiftDay } from '../../apps/server/src/demo/builders/calendar.builder.ts';
import { startOfUtcDay, toIsoDate } from '../../apps/server/src/demo/builders/dates.builder.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-accounts.ts';
import { assertLocalUrl, createBenchDatabase, reuseBenchDatabase } from './bench-database.ts';
import { fail, readBenchOptions } from './bench-options.ts';
import {
  findMisses,
  printEndpointTable,
  toFigures,
  writeRun,
  type BenchRun,
  type EndpointFigures,
} from './bench-report.ts';
import { readBenchWorld, setupBenchWorld, type BenchParticipant, type BenchWorld } from './bench-world.ts';
import { inlineHttpClient, startHttpClient } from './http-client.ts';
import { BENCH_ORIGIN, percentile, runNaive, timeCalls } from './latency.ts';
import { BENCH_ENDPOINTS, type BenchCase, type Owner, type PeriodCase } from './stats-endpoints.ts';
import {
  loadTrips,
  sendInProcess,
  sendOverHttp,
  signIn,
  signInAll,
  type LoadFigures,
  type LoadJob,
} from './trip-load.ts';

const options = readBenchOptions();
assertLocalUrl(options.databaseUrl);
const startedAt = new Date();
const loadAtStart = os.loadavg()[0]!;
const now = startOfUtcDay(startedAt);
/** Trips end two days ago at the latest: none is ever in the future, whatever the time zone. */
const lastDay = shiftDay(toIsoDate(now), -2);
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const benchDatabase = options.reuse
  ? await reuseBenchDatabase(options.databaseUrl, options.reuse)
  : await createBenchDatabase(options.databaseUrl, startedAt);
console.log(
  `Database ${benchDatabase.name}${options.reuse ? ' (reused: measuring only)' : options.keep ? ' (kept)' : ' (dropped at the end)'}`,
);
let database: Database | undefined;
let server: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
try {
  let started = performance.now();
  database = await openDatabase({ databaseUrl: benchDatabase.url });
  console.log(`Migrated (${seconds(started)} s)`);
  const world = options.reuse
    ? await readBenchWorld(database.db)
    : await setupBenchWorld(database.db, { seed: options.seed, trips: options.trips, now });
  console.log(
    `World: ${world.participants.length} participants; measured: city ${world.city.name} (${world.city.participants} participants), ` +
      `organisation ${world.organisation.name} (${world.organisation.participants}) — ${seconds(started)} s`,
  );

  const config = loadConfig({
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    APP_URL: BENCH_ORIGIN,
    DATA_DIR: os.tmpdir(),
    SIGN_IN_RATE_LIMIT: '1000000',
    // A backfill of whole histories: the per-participant trip limits (30 batches, 2,000 trips a minute) are lifted.
    TRIP_BATCHES_PER_MINUTE: '1000000',
    TRIPS_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
  });
  server = (await buildApp({ db: database.db, config, logger: pino({ level: 'silent' }), serveWeb: false })).app;
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  console.log(`API on ${baseUrl}`);

  const load = options.reuse ? [] : await loadAllTrips(database, world, baseUrl);
  const naiveClient = new pg.Client({ connectionString: benchDatabase.url });
  await naiveClient.connect();
  started = performance.now();
  await naiveClient.query('VACUUM ANALYZE');
  console.log(`VACUUM ANALYZE (what autovacuum does after a load): ${seconds(started)} s`);
  const stored = Number(
    (await naiveClient.query<{ count: string }>('select count(*) as count from trips')).rows[0]!.count,
  );
  const participantCount = options.reuse
    ? Number((await naiveClient.query<{ count: string }>('select count(*) as count from participants')).rows[0]!.count)
    : world.participants.length;

  const endpoints = await measureEndpoints(world, baseUrl, naiveClient);
  const postgres = (await naiveClient.query<{ version: string }>('select version()')).rows[0]!.version;
  await naiveClient.end();

  const run: BenchRun = {
    startedAt: startedAt.toISOString(),
    command: `npm run bench:stats -w @mobiverte/bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: {
      cpus: os.availableParallelism(),
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: postgres.split(' on ')[0]!,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
    },
    database: benchDatabase.name,
    trips: options.reuse ? stored : load.reduce((sum, figures) => sum + figures.trips, 0),
    participants: participantCount,
    city: `${world.city.name} (${world.city.participants} participants)`,
    organisation: `${world.organisation.name} (${world.organisation.participants} participants)`,
    periods: Object.fromEntries(buildPeriods().map((period) => [period.period, period.periodKey])),
    sampling: {
      client: options.inlineClient ? 'inline' : 'thread',
      serverWarmup: options.serverWarmup,
      warmup: options.warmup,
      requests: options.requests,
      naiveRuns: options.naiveRuns,
    },
    load,
    endpoints,
    missed: [],
  };
  run.missed = findMisses(run);
  console.log('\nIngestion:');
  for (const figures of load) {
    console.log(
      `  ${figures.path === 'http' ? 'HTTP POST /api/app/v2/sessions' : 'in-process ingestTrips (--bulk)'}: ` +
        `${figures.trips.toLocaleString('en')} trips in ${figures.seconds} s = ${figures.tripsPerSecond} trips/s ` +
        `(${figures.clients} clients, ${figures.batches} batches, ${figures.retriedBatches} retried) ` +
        JSON.stringify(figures.outcomes),
    );
  }
  console.log(
    `\nStatistics over HTTP (client ${options.inlineClient ? 'in the server thread' : 'in its own thread'}; ${options.serverWarmup} server warm-up rounds; ${options.requests} requests after ${options.warmup}), naive SQL p50 of ${options.naiveRuns}:`,
  );
  printEndpointTable(endpoints);
  console.log(run.missed.length ? `\nMissed targets:\n  ${run.missed.join('\n  ')}` : '\nEvery target met.');
  console.log(`\nWritten to ${writeRun(run, new URL('../results/', import.meta.url))}`);
} finally {
  await server?.close();
  await database?.close();
  if (!options.keep) await benchDatabase.drop();
}

/**
 * Every participant gets an equal share of the trips. Over HTTP by default; with --bulk, the history of all
 * but a few participants goes through the trip service in-process first, then the whole history of the first
 * participants with an account (about --http-trips trips) over HTTP, on the full table.
 */
async function loadAllTrips(opened: Database, world: BenchWorld, baseUrl: string): Promise<LoadFigures[]> {
  const count = world.participants.length;
  const jobs: LoadJob[] = world.participants.map((participant, index) => {
    const total = Math.floor(options.trips / count) + (index < options.trips % count ? 1 : 0);
    return { participant, total, from: 0, to: total };
  });
  let httpJobs = jobs;
  const figures: LoadFigures[] = [];
  if (options.bulk) {
    httpJobs = [];
    let httpTrips = 0;
    for (const job of jobs) {
      if (httpTrips >= options.httpTrips || !job.participant.email) break;
      httpJobs.push(job);
      httpTrips += job.total;
    }
    const bulkJobs = jobs.filter((job) => !httpJobs.includes(job));
    console.log(`In-process load of ${sum(bulkJobs)} trips with ${options.clients} clients…`);
    figures.push(
      await loadTrips(bulkJobs, {
        path: 'in-process',
        clients: options.clients,
        lastDay,
        seed: options.seed,
        send: sendInProcess(opened.db, new Date()),
      }),
    );
  } else if (jobs.some((job) => !job.participant.email)) {
    fail(`${options.trips} trips need participants without an account: add --bulk to load most of them in-process`);
  }
  const started = performance.now();
  const accounts = httpJobs.map((job) => job.participant as BenchParticipant & { email: string });
  const tokens = await signInAll(baseUrl, accounts, DEMO_PASSWORD);
  console.log(`Signed ${tokens.size} participants in (${seconds(started)} s); HTTP load of ${sum(httpJobs)} trips…`);
  figures.push(
    await loadTrips(httpJobs, {
      path: 'http',
      clients: options.clients,
      lastDay,
      seed: options.seed,
      send: sendOverHttp(baseUrl, tokens),
    }),
  );
  return figures;
}

function sum(jobs: LoadJob[]) {
  return jobs.reduce((total, job) => total + job.to - job.from, 0).toLocaleString('en');
}

/** The last complete month before the last day of trips, and its year. */
function buildPeriods(): PeriodCase[] {
  const monthEnd = shiftDay(lastDay, -Number(lastDay.slice(8, 10)));
  const month = monthEnd.slice(0, 7);
  const year = month.slice(0, 4);
  return [
    {
      period: 'month',
      periodKey: month,
      startDate: `${month}-01`,
      endDate: monthEnd,
      previousStart: `${shiftDay(`${month}-01`, -1).slice(0, 7)}-01`,
    },
    {
      period: 'year',
      periodKey: year,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      previousStart: `${Number(year) - 1}-01-01`,
    },
  ];
}

async function measureEndpoints(world: BenchWorld, baseUrl: string, naiveClient: pg.Client) {
  const tokens: Record<Owner, string> = {
    organisation: await signIn(baseUrl, world.organisation.adminEmail, DEMO_PASSWORD),
    city: await signIn(baseUrl, world.city.adminEmail, DEMO_PASSWORD),
  };
  const cells = (['organisation', 'city'] as const).flatMap((owner) =>
    buildPeriods().flatMap((period) => {
      const bench: BenchCase = {
        ...period,
        owner,
        ownerId: owner === 'city' ? world.city.id : world.organisation.id,
        cityId: world.city.id,
      };
      return BENCH_ENDPOINTS.filter(
        (candidate) =>
          candidate.owners.includes(owner) &&
          (!options.only || options.only.some((text) => candidate.name.includes(text))),
      ).map((endpoint) => ({
        endpoint,
        bench,
        base: { endpoint: endpoint.name, owner, period: period.periodKey, kind: endpoint.kind },
        token: tokens[owner],
        request: endpoint.request(bench),
      }));
    }),
  );
  const setup = { baseUrl, cells: cells.map(({ token, request }) => ({ token, request })) };
  const client = options.inlineClient ? inlineHttpClient(setup) : startHttpClient(setup);
  try {
    if (options.serverWarmup) {
      const started = performance.now();
      const warmed = await client.warmUp(options.serverWarmup);
      console.log(`Server warm-up: ${warmed} requests over ${cells.length} cells (${seconds(started)} s)`);
    }
    const rows: EndpointFigures[] = [];
    for (const [index, { endpoint, bench, base }] of cells.entries()) {
      try {
        const { responseBytes, samples } = await client.measure(index, options.warmup, options.requests);
        const naive = await timeCalls(runNaive(naiveClient, endpoint.naive(bench)), 1, options.naiveRuns);
        const row = toFigures(
          { ...base, responseBytes },
          { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), naiveP50: percentile(naive, 0.5) },
        );
        rows.push(row);
        console.log(
          `  ${endpoint.name} ${base.owner} ${base.period}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, naive ${row.naiveP50Ms} ms`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        rows.push({ ...base, p50Ms: null, p95Ms: null, naiveP50Ms: null, ratio: null, error: message });
        console.log(`  ${endpoint.name} ${base.owner} ${base.period}: ${message}`);
      }
    }
    return rows;
  } finally {
    await client.close();
  }
}
