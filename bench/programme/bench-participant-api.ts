import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { createTenancy, TEST_PASSWORD } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase } from '../stats/bench-database.ts';
import { fillBenchCity } from '../users/bench-city.ts';

/**
 * The participants' app reading the city's programme (issue 17 §4): p50/p95 of the participant endpoints (news,
 * happy hours, badges, programme) over real HTTP with a participant's bearer token, on a city of `--participants`
 * participants whose rollups hold `--trips-per-participant` folded trips each (100 × 100,000 = 10 M by default),
 * `--news` news items (a quarter for chosen organisations, some drafts and scheduled ones), `--happy-hours` happy
 * hours and `--badges` badges. An endpoint that does not exist yet (404) is reported and skipped.
 */
const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '100000' },
    'trips-per-participant': { type: 'string', default: '100' },
    'raw-trips': { type: 'string', default: '0' },
    news: { type: 'string', default: '2000' },
    'happy-hours': { type: 'string', default: '300' },
    badges: { type: 'string', default: '60' },
    repeats: { type: 'string', default: '100' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
  },
});
const repeats = Number(values.repeats);
const adminUrl = values['database-url']!;
assertLocalUrl(adminUrl);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);

const bench = await createBenchDatabase(adminUrl);
const database = await openDatabase({ databaseUrl: bench.url });
const port = 3202;
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  APP_URL: origin,
  PORT: String(port),
});
const { app } = await buildApp({ db: database.db, config, logger: pino({ level: 'warn' }), serveWeb: false });
const { db } = database;
const tableExists = async (name: string) =>
  (await db.execute<{ found: boolean }>(sql`select to_regclass(${name}) is not null as found`)).rows[0]!.found;
try {
  const world = await createTenancy(db, 'Bench');
  await fillBenchCity(db, world, {
    count: Number(values.participants),
    tripsEach: Number(values['trips-per-participant']),
    rawTrips: Number(values['raw-trips']),
  });
  const cityId = world.city.id;
  // News: a tenth drafts, a tenth scheduled, the rest published over two years; every fourth for one organisation.
  await db.execute(sql`
    insert into news (city_id, category, author, title_fr, versions, publish_at, audience)
    select ${cityId}, (array['programme','event','challenge','tip','partner','reward'])[1 + n % 6], 'Équipe',
      'Actualité ' || n,
      jsonb_build_object('fr', jsonb_build_object('title', 'Actualité ' || n, 'body', '<p>Texte ' || n || '</p>'),
        'en', jsonb_build_object('title', 'News ' || n, 'body', '<p>Text ' || n || '</p>')),
      case when n % 10 = 0 then null when n % 10 = 1 then now() + make_interval(days => n % 60)
        else now() - make_interval(hours => n * 7 % 17000) end,
      case when n % 4 = 0 then 'organisations' else 'city' end
    from generate_series(1, ${Number(values.news)}) n`);
  await db.execute(sql`
    insert into news_organisations (news_id, organisation_id)
    select n.id, o.id from news n
    join lateral (select id from organisations where city_id = ${cityId} order by abs(hashtext(n.id::text || id::text)) limit 3) o on true
    where n.audience = 'organisations'`);
  // Happy hours: two hours each, one every three days from a year ago to a year ahead; a third for one organisation.
  await db.execute(sql`
    insert into happy_hours (city_id, name, starts_at, ends_at, multiplier, organisation_id)
    select ${cityId}, 'Heure bonus ' || n, now() + make_interval(days => (n - ${Number(values['happy-hours'])} / 2) * 3),
      now() + make_interval(days => (n - ${Number(values['happy-hours'])} / 2) * 3, hours => 2), 2,
      case when n % 3 = 0 then (select id from organisations where city_id = ${cityId} order by id offset (n % 40) limit 1) end
    from generate_series(1, ${Number(values['happy-hours'])}) n`);
  if (await tableExists('badges')) {
    await db.execute(sql`
      insert into badges (city_id, name_fr, name_en, type, quantity, level, points)
      select ${cityId}, 'Badge ' || n, 'Badge ' || n, (array['distance','sessions','ghg','streak','mode_count'])[1 + n % 5],
        10 * (2 + n / 5), 2 + n / 5, 10 * (2 + n / 5)
      from generate_series(0, ${Number(values.badges) - 1}) n`);
  }
  // autovacuum is off on the bench's PostgreSQL: VACUUM (the visibility map, so that index-only scans skip the
  // heap) and ANALYZE (the statistics) as autovacuum would after a load, so that the plans are the realistic ones
  await db.execute(sql`VACUUM ANALYZE`);

  await app.listen({ port, host: '127.0.0.1' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: world.emails.participant, password: TEST_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}`, origin };
  const cases: [string, string][] = [
    ['news, page 1 (fr)', '/api/app/v2/news'],
    ['news, page 5 (en)', '/api/app/v2/news?language=en&page=5'],
    ['happy hours', '/api/app/v2/happy-hours'],
    ['badges', '/api/app/v2/badges'],
    ['programme', '/api/app/v2/programme'],
  ];
  console.log(`load average before the requests: ${load()}`);
  for (const [label, path] of cases) {
    const times: number[] = [];
    let rows = 0;
    let status = 0;
    for (let run = 0; run < repeats + 5; run++) {
      const before = performance.now();
      const response = await fetch(`${origin}${path}`, { headers });
      const body = (await response.json()) as { data?: unknown };
      status = response.status;
      if (status === 404) break;
      if (status !== 200) throw new Error(`${label}: ${status} ${JSON.stringify(body)}`);
      rows = Array.isArray(body.data) ? body.data.length : 1;
      if (run >= 5) times.push(performance.now() - before);
    }
    if (status === 404) {
      console.log(`${label.padEnd(22)} not served (404)`);
      continue;
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
    console.log(`${label.padEnd(22)} p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${rows} items)`);
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  await app.close();
  await database.close();
  if (values.keep) console.log(`kept ${bench.name}`);
  else await bench.drop();
}
