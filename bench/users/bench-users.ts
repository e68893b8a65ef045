import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { createTenancy, TEST_PASSWORD } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase } from '../stats/bench-database.ts';
import { fillBenchCity } from './bench-city.ts';

/**
 * The users list (issue 16) on a city of N participants: p95 of list pages under several sorts and filters, and
 * the CSV and Excel exports of every participant with every column over real HTTP (first byte, whole file, peak
 * RSS of the process, which serves and reads). The list and the export read the participants and their
 * whole-history rollups (`participant_totals`, `participant_mode_totals`), never the raw trips: the rollups are
 * filled here as the ingestion would have folded `--trips-per-participant` trips each; `--raw-trips` inserts
 * that many raw trips too (the table the list must not read), as far as the machine allows.
 */
const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '100000' },
    'trips-per-participant': { type: 'string', default: '100' },
    'raw-trips': { type: 'string', default: '0' },
    repeats: { type: 'string', default: '30' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
  },
});
const count = Number(values.participants);
const tripsEach = Number(values['trips-per-participant']);
const rawTrips = Number(values['raw-trips']);
const repeats = Number(values.repeats);
const adminUrl = values['database-url']!;
assertLocalUrl(adminUrl);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);

const bench = await createBenchDatabase(adminUrl);
const database = await openDatabase({ databaseUrl: bench.url });
const port = 3201;
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  APP_URL: origin,
  PORT: String(port),
});
const { app } = await buildApp({ db: database.db, config, logger: pino({ level: 'warn' }), serveWeb: false });
const { db } = database;
try {
  const world = await createTenancy(db, 'Bench');
  await fillBenchCity(db, world, { count, tripsEach, rawTrips });

  await app.listen({ port, host: '127.0.0.1' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: world.emails.city, password: TEST_PASSWORD }),
  });
  const token = signIn.headers.get('set-auth-token');
  const headers = { authorization: `Bearer ${token}`, origin };
  const [organisation] = (
    await db.execute<{ id: string }>(sql`select id from organisations where name = 'Organisation 7'`)
  ).rows;
  const cases: [string, string][] = [
    ['name, page 1', 'sort=lastName&order=asc'],
    ['name, page 2000', 'sort=lastName&order=asc&page=2000&pageSize=50'],
    ['GHG desc', 'sort=ghg&order=desc'],
    ['distance desc, page 100', 'sort=distance&order=desc&page=100'],
    ['active days desc', 'sort=activeDays&order=desc'],
    ['last trip desc', 'sort=lastTripAt&order=desc'],
    ['joined desc', 'sort=joinedAt&order=desc'],
    ['greenpoints desc', 'sort=greenpoints&order=desc&pageSize=100'],
    ['search "gagnon 12"', 'q=gagnon%2012&sort=lastName'],
    // a tenth of the city, all near the end of the name order
    ['search "tremblay"', 'q=tremblay&sort=lastName'],
    ['search "tremblay" + GHG', 'q=tremblay&sort=ghg&order=desc'],
    ['organisation + GHG', `organisationId=${organisation!.id}&sort=ghg&order=desc`],
    ['mode bike + distance', 'mode=bike&sort=distance&order=desc'],
    ['active 30 d + joined range', 'activeDays=30&joinedFrom=2026-01-01&joinedTo=2026-06-30&sort=email'],
  ];
  console.log(`load average before the list: ${load()}`);
  const results: Record<string, { p50: number; p95: number; total: number }> = {};
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < repeats + 3; run++) {
      const before = performance.now();
      const response = await fetch(`${origin}/api/users?${query}`, { headers });
      const body = (await response.json()) as { total: number };
      if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
      total = body.total;
      if (run >= 3) times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
    results[label] = { p50: Math.round(at(0.5)), p95: Math.round(at(0.95)), total };
    console.log(`${label.padEnd(30)} p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (${total} rows)`);
  }
  console.log(`load average after the list: ${load()}`);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  for (const format of ['csv', 'xlsx'] as const) {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const before = performance.now();
    const response = await fetch(`${origin}/api/users/export?format=${format}&acceptDataPolicy=true`, { headers });
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      if (!firstByte) firstByte = performance.now() - before;
      bytes += chunk.byteLength;
      // counted with the native search (a loop over 29 MB of bytes in this process, the server's, slowed the export)
      if (format === 'csv') for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
    clearInterval(sampler);
    const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
    console.log(
      `${format}: ${response.status}, ${mb(bytes)} MB${format === 'csv' ? `, ${lines - 1} rows` : ''}, first byte ${firstByte.toFixed(0)} ms, ` +
        `whole ${seconds(before)} s; RSS baseline ${mb(baseline)} MB, peak ${mb(peak)} MB (+${mb(peak - baseline)} MB)`,
    );
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  await app.close();
  await database.close();
  if (values.keep) console.log(`kept ${bench.name}`);
  else await bench.drop();
}
