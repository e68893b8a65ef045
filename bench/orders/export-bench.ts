import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { insertManyOrders } from '../../apps/server/src/modules/orders/orders.fixtures.ts';
import { createTenancy, TEST_PASSWORD } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase } from '../stats/bench-database.ts';

/**
 * Exports N orders of one merchant over real HTTP (CSV and Excel) and samples the server process's memory
 * while the file streams: with keyset batches of 1,000 the peak should not grow with N.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
  },
});
const count = Number(values.orders);
const adminUrl = values['database-url']!;
assertLocalUrl(adminUrl);

const bench = await createBenchDatabase(adminUrl);
const database = await openDatabase({ databaseUrl: bench.url });
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  APP_URL: origin,
  PORT: String(port),
});
const { app } = await buildApp({ db: database.db, config, logger: pino({ level: 'warn' }), serveWeb: false });
try {
  const world = await createTenancy(database.db, 'Bench');
  const loadStarted = performance.now();
  for (let done = 0; done < count; done += 50_000)
    await insertManyOrders(database.db, world, Math.min(50_000, count - done), new Date(Date.now() - done * 60_000));
  // autovacuum is off on the bench's PostgreSQL: VACUUM (the visibility map, so that index-only scans skip the
  // heap) and ANALYZE (the statistics) as autovacuum would after a load, so that the plans are the realistic ones
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(`loaded ${count} orders in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  await app.listen({ port, host: '127.0.0.1' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: world.emails.tenant, password: TEST_PASSWORD }),
  });
  const token = signIn.headers.get('set-auth-token');
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  for (const format of ['csv', 'xlsx'] as const) {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const response = await fetch(`${origin}/api/orders/export?format=${format}&productType=coupon`, {
      headers: { authorization: `Bearer ${token}`, origin },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
    console.log(
      `${format}: ${response.status}, ${mb(bytes)} MB${format === 'csv' ? `, ${lines - 1} rows` : ''} in ${seconds.toFixed(1)} s; ` +
        `RSS baseline ${mb(baseline)} MB, peak ${mb(peak)} MB (+${mb(peak - baseline)} MB)`,
    );
  }
} finally {
  await app.close();
  await database.close();
  if (values.keep) console.log(`kept ${bench.name}`);
  else await bench.drop();
}
