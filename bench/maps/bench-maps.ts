import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/connection.ts';
import { shiftDay } from '../../apps/server/src/demo/builders/calendar.builder.ts';
import { startOfUtcDay, toIsoDate } from '../../apps/server/src/demo/builders/dates.builder.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-accounts.ts';
import { foldMapChanges } from '../../apps/server/src/rollups/map-fold.ts';
import { assertLocalUrl, createBenchDatabase, reuseBenchDatabase } from '../stats/bench-database.ts';
import { readBenchWorld, setupBenchWorld } from '../stats/bench-world.ts';
import { BENCH_ORIGIN, percentile, timeCalls } from '../stats/latency.ts';
import { loadTrips, sendInProcess, signIn } from '../stats/trip-load.ts';
import { queueMonthOfTrips } from './queue-month.ts';

const USAGE = `Usage: npm run bench:maps -w @mobiverte/bench -- [options]
  --trips <n>           trips to load in-process through ingestTrips (default 1000000), then fold into the maps
  --database-url <url>  PostgreSQL admin URL on 127.0.0.1 (default postgres://postgres@127.0.0.1:5432/test)
  --keep                keep the database (mobiverte_bench_<timestamp>)
  --reuse <database>    measure a kept database again (no load; the queue is folded first if anything waits)
  --clients <n>         concurrent ingestion clients (default 3)
  --requests <n>        measured requests per case (default 50), after --warmup <n> (default 10)
  --seed <n>            seed of the world (default 42)
  --only <text>         measure only the cases whose "map owner range" holds this text (e.g. "corridors city this")
  --queue-month <n>     queue about n more trips of the last day's month straight for the maps (not ingested:
                        made-up participants of the city's organisations, four trips a day), for a map as dense as
                        a city's with ~12 n trips a year; then folded with the rest
  --fold-batch <n>      trip changes per fold transaction (default 2000)
  --fill-months         copy the monthly rows of the last day's month into the 11 months before (idempotent),
                        so that a year's requests read twelve months of rows as full as that one`;

const { values } = parseArgs({
  options: {
    trips: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    clients: { type: 'string', default: '3' },
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '10' },
    seed: { type: 'string', default: '42' },
    'fill-months': { type: 'boolean', default: false },
    'queue-month': { type: 'string' },
    'fold-batch': { type: 'string', default: '2000' },
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const trips = Number(values.trips.replaceAll('_', ''));
const [clients, requests, warmup, seed] = [values.clients, values.requests, values.warmup, values.seed].map(Number);
assertLocalUrl(values['database-url']);
const startedAt = new Date();
const loadAtStart = os.loadavg();
const now = startOfUtcDay(startedAt);
const lastDay = shiftDay(toIsoDate(now), -2);
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const benchDatabase = values.reuse
  ? await reuseBenchDatabase(values['database-url'], values.reuse)
  : await createBenchDatabase(values['database-url'], startedAt);
console.log(`Database ${benchDatabase.name}`);
let database: Database | undefined;
let server: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
try {
  let started = performance.now();
  database = await openDatabase({ databaseUrl: benchDatabase.url });
  const world = values.reuse
    ? await readBenchWorld(database.db)
    : await setupBenchWorld(database.db, { seed: seed!, trips, now });
  console.log(`World: ${world.participants.length} participants (${seconds(started)} s)`);
  const figures: Record<string, unknown> = {};
  if (!values.reuse) {
    const count = world.participants.length;
    const jobs = world.participants.map((participant, index) => {
      const total = Math.floor(trips / count) + (index < trips % count ? 1 : 0);
      return { participant, total, from: 0, to: total };
    });
    console.log(`In-process load of ${trips.toLocaleString('en')} trips…`);
    figures.load = await loadTrips(jobs, {
      path: 'in-process',
      clients: clients!,
      lastDay,
      seed: seed!,
      send: sendInProcess(database.db, new Date()),
    });
    console.log(JSON.stringify(figures.load));
  }
  if (values['queue-month']) {
    if (values.reuse) throw new Error('--queue-month builds a new database: not with --reuse');
    started = performance.now();
    const organisationIds = (
      await database.db.execute<{ id: string }>(
        sql`select id from organisations where city_id = ${world.city.id}::uuid order by employees_count desc, id`,
      )
    ).rows.map((row) => row.id);
    const queued = await queueMonthOfTrips(database.db, {
      cityId: world.city.id,
      organisationIds,
      homes: world.participants.filter((participant) => participant.cityId === world.city.id),
      count: Number(values['queue-month'].replaceAll('_', '')),
      lastDay,
      seed: seed!,
    });
    figures.queuedMonth = { trips: queued, seconds: seconds(started) };
    console.log(`Queued ${queued} trips of ${lastDay.slice(0, 7)} for the maps in ${seconds(started)} s`);
  }
  started = performance.now();
  let folded = 0;
  // A minute at a time, so that a long fold shows its progress.
  for (let more = 1; more > 0; folded += more) {
    more = await foldMapChanges(database.db, { batchSize: Number(values['fold-batch']), budgetMs: 60_000 });
    if (more > 0) console.log(`… ${folded + more} trip changes folded (${seconds(started)} s)`);
  }
  figures.fold = {
    changes: folded,
    seconds: seconds(started),
    changesPerSecond: Math.round(folded / Math.max(seconds(started), 0.1)),
  };
  console.log(`Folded ${folded} trip changes into the maps in ${seconds(started)} s`);
  const admin = new pg.Client({ connectionString: benchDatabase.url });
  await admin.connect();
  if (values['fill-months']) {
    started = performance.now();
    const keys = { map_cells: 'kind, cell', map_corridors: 'from_cell, to_cell, mode_trips' } as const;
    for (const [table, key] of Object.entries(keys)) {
      const columns = `scope_type, scope_id, hour, mode, period_type, ${key}, trips, participants`;
      const filled = await admin.query(
        `insert into ${table} (period_start, ${columns})
          select (period_start - make_interval(months => m))::date, ${columns}
          from ${table}, generate_series(1, 11) m where period_type = 'month' and period_start = $1::date
          on conflict do nothing`,
        [`${lastDay.slice(0, 7)}-01`],
      );
      console.log(`${table}: ${filled.rowCount} monthly rows copied into the 11 months before`);
    }
    figures.fillMonthsSeconds = seconds(started);
  }
  await admin.query('VACUUM ANALYZE');
  const sizes = (
    await admin.query(`select relname as table, n_live_tup::bigint as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
      from pg_stat_user_tables where relname in ('trips', 'map_cells', 'map_corridors') order by relname`)
  ).rows;
  figures.tables = sizes;
  console.table(sizes);

  const config = loadConfig({
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    APP_URL: BENCH_ORIGIN,
    DATA_DIR: os.tmpdir(),
    SIGN_IN_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
  });
  server = (await buildApp({ db: database.db, config, logger: pino({ level: 'silent' }), serveWeb: false })).app;
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tokens = {
    city: await signIn(baseUrl, world.city.adminEmail, DEMO_PASSWORD),
    organisation: await signIn(baseUrl, world.organisation.adminEmail, DEMO_PASSWORD),
  };
  // The last 30 and 365 days of trips: the trips of a smaller load all lie there (each participant's history ends
  // on the last day), and a range that is not whole months reads the daily rows too (the harder case).
  const month = { startDate: shiftDay(lastDay, -29), endDate: lastDay };
  const year = { startDate: shiftDay(lastDay, -364), endDate: lastDay };
  // A calendar month (the monthly rows alone): the month before the last day's.
  const calendarEnd = shiftDay(lastDay, -Number(lastDay.slice(8, 10)));
  const calendarMonth = { startDate: `${calendarEnd.slice(0, 7)}-01`, endDate: calendarEnd };
  // Twelve calendar months, the last day's month included (the monthly rows alone).
  const [lastYear, lastMonth] = lastDay.split('-').map(Number) as [number, number];
  const twelveMonths = {
    startDate: new Date(Date.UTC(lastYear, lastMonth - 12, 1)).toISOString().slice(0, 10),
    endDate: new Date(Date.UTC(lastYear, lastMonth, 0)).toISOString().slice(0, 10),
  };
  // The map pages' presets, up to today: the days after the trips' last day hold no rows.
  const today = toIsoDate(now);
  const thisMonth = { startDate: `${today.slice(0, 7)}-01`, endDate: today };
  const thisYear = { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
  const cases = [
    ['heat', 'city', 'this month', thisMonth, {}],
    ['heat', 'city', 'this year', thisYear, {}],
    ['corridors', 'city', 'this month', thisMonth, {}],
    ['corridors', 'city', 'this year', thisYear, {}],
    ['heat', 'city', 'last 30 days', month, {}],
    ['heat', 'city', 'calendar month', calendarMonth, {}],
    ['heat', 'city', 'last 365 days', year, {}],
    ['heat', 'city', '12 calendar months', twelveMonths, {}],
    ['heat', 'city', 'last 30 days 7-9 bike', month, { hours: '7-9', modes: 'bike' }],
    ['heat', 'city', 'last 365 days 7-9 bike', year, { hours: '7-9', modes: 'bike' }],
    ['heat', 'organisation', 'last 30 days', month, {}],
    ['heat', 'organisation', 'last 365 days', year, {}],
    ['corridors', 'city', 'last 30 days', month, {}],
    ['corridors', 'city', 'last 365 days', year, {}],
    ['corridors', 'city', 'calendar month', calendarMonth, {}],
    ['postal-areas', 'city', 'last 365 days', year, {}],
  ] as const;
  const rows = [];
  for (const [map, owner, label, range, filters] of cases) {
    if (values.only && !`${map} ${owner} ${label}`.includes(values.only)) continue;
    const scope = owner === 'city' ? { cityId: world.city.id } : { organisationId: world.organisation.id };
    const url = `${baseUrl}/api/maps/${map}?${new URLSearchParams({ ...scope, ...range, ...filters })}`;
    const headers = { authorization: `Bearer ${tokens[owner]}`, origin: BENCH_ORIGIN, 'accept-encoding': 'gzip' };
    let bytes = 0;
    let gzipBytes = 0;
    let shown = 0;
    const call = async () => {
      const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${response.status} ${text.slice(0, 200)}`);
      bytes = Buffer.byteLength(text);
      gzipBytes = gzipSync(text).length;
      const data = JSON.parse(text).data;
      shown = (data.cells ?? data.corridors ?? data.areas.features).length;
    };
    const samples = await timeCalls(call, warmup!, requests!);
    const row = {
      map,
      owner,
      range: label,
      p50Ms: Math.round(percentile(samples, 0.5) * 10) / 10,
      p95Ms: Math.round(percentile(samples, 0.95) * 10) / 10,
      bins: shown,
      kB: Math.round(bytes / 100) / 10,
      gzipKB: Math.round(gzipBytes / 100) / 10,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  await admin.end();
  const run = {
    startedAt: startedAt.toISOString(),
    command: `npm run bench:maps -w @mobiverte/bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: { cpus: os.availableParallelism(), loadAverage: { start: loadAtStart, end: os.loadavg() } },
    database: benchDatabase.name,
    trips,
    city: world.city.name,
    organisation: world.organisation.name,
    figures,
    requests: rows,
  };
  console.table(rows);
  const directory = new URL('../results/', import.meta.url);
  mkdirSync(directory, { recursive: true });
  const file = new URL(`maps-${startedAt.toISOString().slice(0, 10)}.json`, directory);
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  console.log(
    `Written to ${file.pathname}; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await server?.close();
  await database?.close();
  if (!values.keep && !values.reuse) await benchDatabase.drop();
}
