import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { createTenancy, TEST_PASSWORD } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase } from '../stats/bench-database.ts';

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
  const started = performance.now();
  await db.execute(sql`insert into organisations (city_id, region_id, name, email, invite_code, employees_count)
    select ${world.city.id}, ${world.region.id}, 'Organisation ' || n, 'org' || n || '@bench.example', 'BENCH' || n, 500
    from generate_series(1, 40) n`);
  await db.execute(sql`insert into branches (organisation_id, name)
    select o.id, o.name || ' — site ' || s from organisations o cross join generate_series(1, 3) s
    where o.city_id = ${world.city.id}`);
  // Participants spread over the organisations and their branches (the trigger gives each its totals row).
  await db.execute(sql`
    with orgs as (select id, row_number() over (order by id) - 1 as k from organisations where city_id = ${world.city.id}),
    brs as (select b.id, b.organisation_id, row_number() over (partition by b.organisation_id order by b.id) - 1 as k from branches b)
    insert into participants (city_id, organisation_id, branch_id, username, first_name, last_name, email, postal_code,
      carpool_code, experience_points, greenpoint_balance, joined_at, last_login)
    select ${world.city.id}, o.id, b.id, 'bench' || n,
      (array['Camille','Louis','Léa','Hugo','Chloé','Nathan','Emma','Gabriel','Alice','Jules'])[1 + n % 10],
      (array['Tremblay','Gagnon','Roy','Côté','Bouchard','Gauthier','Morin','Lavoie','Fortin','Gagné'])[1 + (n / 10) % 10] || ' ' || n,
      'participant' || n || '@bench.example', 'H' || (n % 9) || 'A ' || (n % 9) || 'B' || (n % 9),
      case when n % 3 = 0 then 'C' || lpad(n::text, 7, '0') end,
      (n::bigint * 7919) % 20000, (n::bigint * 104729) % 5000,
      now() - make_interval(days => ((n::bigint * 31) % 700)::int), now() - make_interval(hours => ((n::bigint * 13) % 2000)::int)
    from generate_series(1, ${count}) n
    join orgs o on o.k = n % 40
    join brs b on b.organisation_id = o.id and b.k = n % 3`);
  console.log(`${count} participants in ${seconds(started)} s`);
  const rollupsStarted = performance.now();
  // Each participant's history in three of the 21 modes, as the ingestion folds it (trips split 60/30/10 %).
  await db.execute(sql`
    insert into participant_mode_totals (participant_id, activity_type, trips, sessions, distance_m, ghg_mg, greenpoints, duration_s, calories)
    select p.id, (array['bike','walk','bus','metro','carpool','train','run','electric_bicycle','scooter','car'])[1 + (h + m.k * 3) % 10],
      t, s, s * (2500 + h % 4000), s * (2500 + h % 4000) * 210, s * 10, s * 900, s * 60
    from (select id, abs(hashtext(id::text)) as h from participants where city_id = ${world.city.id}) p
    cross join lateral (values (0, 0.6), (1, 0.3), (2, 0.1)) as m (k, share)
    cross join lateral (select greatest(1, round(${tripsEach} * m.share * (0.5 + (p.h % 100) / 100.0)))::int as t) tt
    cross join lateral (select (tt.t * 0.9)::int as s) ss
    on conflict do nothing`);
  await db.execute(sql`
    update participant_totals t set trips = m.trips, sessions = m.sessions, distance_m = m.distance_m, ghg_mg = m.ghg_mg,
      greenpoints = m.greenpoints, duration_s = m.duration_s, calories = m.calories,
      active_days = least(700, m.sessions / 2), last_trip_at = now() - make_interval(hours => abs(hashtext(t.participant_id::text)) % 4000),
      primary_mode = m.primary_mode
    from (select participant_id, sum(trips) trips, sum(sessions) sessions, sum(distance_m) distance_m, sum(ghg_mg) ghg_mg,
        sum(greenpoints) greenpoints, sum(duration_s) duration_s, sum(calories) calories,
        (array_agg(activity_type order by sessions desc))[1] as primary_mode
      from participant_mode_totals group by participant_id) m
    where m.participant_id = t.participant_id`);
  await db.execute(sql`
    insert into participant_control_points (participant_id, kind, address)
    select id, k.kind, (abs(hashtext(id::text)) % 9000 + 1) || ' ' || k.street || ', Laval'
    from participants cross join (values ('home', 'rue des Érables'), ('work', 'boulevard Saint-Martin')) as k (kind, street)
    where city_id = ${world.city.id} and abs(hashtext(id::text)) % 3 = 0`);
  const folded = await db.execute<{ trips: string }>(sql`select sum(trips)::text as trips from participant_totals`);
  console.log(`rollups as of ${folded.rows[0]!.trips} folded trips in ${seconds(rollupsStarted)} s`);
  if (rawTrips > 0) {
    const tripsStarted = performance.now();
    for (let done = 0; done < rawTrips; done += 200_000) {
      const batch = Math.min(200_000, rawTrips - done);
      await db.execute(sql`
        insert into trips (participant_id, client_id, city_id, organisation_id, branch_id, activity_type, start_time, end_time,
          local_day, distance_m, duration_s, source, counted, counted_distance_m, ghg_mg, greenpoints)
        select p.id, 'bench-' || (${done} + n), p.city_id, p.organisation_id, p.branch_id, 'bike',
          now() - make_interval(mins => n), now() - make_interval(mins => n) + interval '20 minutes',
          (now() - make_interval(mins => n))::date, 4000, 1200, 'app', true, 4000, 840000, 40
        from generate_series(1, ${batch}) n
        join lateral (select id, city_id, organisation_id, branch_id from participants
          where username = 'bench' || (1 + (${done} + n) % ${count})) p on true`);
    }
    console.log(`${rawTrips} raw trips in ${seconds(tripsStarted)} s`);
  }
  await db.execute(sql`analyze`);

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
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines++;
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
