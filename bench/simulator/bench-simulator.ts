import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/connection.ts';
import { organisationSettings } from '../../apps/server/src/db/schema/index.ts';
import { signIn } from '../../apps/server/src/test/test-app.ts';
import { createOtherOrganisation, createTenancy } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase, reuseBenchDatabase } from '../stats/bench-database.ts';
import { BENCH_ORIGIN, percentile, timeCalls } from '../stats/latency.ts';

const USAGE = `Usage: npm run bench:simulator -w @mobiverte/bench -- [options]
  --trips <n>           trips of the simulated month, for one city (default 1000000)
  --other-trips <n>     trips of the same city in the month before (default 1000000): the table is not the month alone
  --participants <n>    participants (default 20000), in --organisations <n> organisations (default 20)
  --database-url <url>  PostgreSQL admin URL on 127.0.0.1 (default postgres://postgres@127.0.0.1:5432/test)
  --keep                keep the database (mobiverte_bench_<timestamp>)
  --reuse <database>    measure a kept database again (no load)
  --runs <n>            measured simulations per case (default 7), after one warm-up`;

const { values } = parseArgs({
  options: {
    trips: { type: 'string', default: '1000000' },
    'other-trips': { type: 'string', default: '1000000' },
    participants: { type: 'string', default: '20000' },
    organisations: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    runs: { type: 'string', default: '7' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const number = (value: string) => Number(value.replaceAll('_', ''));
const trips = number(values.trips);
const otherTrips = number(values['other-trips']);
const participantCount = number(values.participants);
const organisationCount = number(values.organisations);
const runs = number(values.runs);
assertLocalUrl(values['database-url']);

const LABEL = 'bench-simulator';
const startedAt = new Date();
const loadAtStart = os.loadavg();
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
// The simulated month: the last whole calendar month before today.
const monthStart = new Date(Date.UTC(startedAt.getUTCFullYear(), startedAt.getUTCMonth() - 1, 1));
const month = {
  startDate: monthStart.toISOString().slice(0, 10),
  endDate: new Date(Date.UTC(startedAt.getUTCFullYear(), startedAt.getUTCMonth(), 0)).toISOString().slice(0, 10),
};
const days = Number(month.endDate.slice(8, 10));

/**
 * `count` trips of the city over `dayCount` days from `firstDay` (local days of America/New_York), inserted by
 * PostgreSQL itself: a realistic mix of modes, distances (mode by mode), rush hours, manual trips, km caps.
 */
function tripsSql(cityId: string, firstDay: string, dayCount: number, from: number, count: number) {
  return `
    with p as (select id, organisation_id, row_number() over (order by id) as n from participants where city_id = '${cityId}'),
    g as (
      select i, random() as r_mode, random() as r_dist, random() as r_hour, random() as r_min, random() as r_day,
        random() as r_src, 1 + floor(random() * (select count(*) from p))::int as who
      from generate_series(${from}, ${from + count - 1}) as i
    ),
    t as (
      select g.*, p.id as participant_id, p.organisation_id,
        case when r_mode < 0.30 then 'bike' when r_mode < 0.55 then 'walk' when r_mode < 0.70 then 'bus'
             when r_mode < 0.78 then 'metro' when r_mode < 0.83 then 'train' when r_mode < 0.90 then 'electric_bicycle'
             when r_mode < 0.97 then 'car' else 'carpool' end as mode
      from g join p on p.n = g.who
    ),
    d as (
      select t.*,
        round(case mode when 'walk' then 300 + r_dist * r_dist * 4000 when 'bike' then 800 + r_dist * r_dist * 15000
          when 'electric_bicycle' then 1000 + r_dist * 18000 when 'bus' then 1000 + r_dist * r_dist * 20000
          when 'metro' then 1500 + r_dist * 15000 when 'train' then 5000 + r_dist * 45000
          else 2000 + r_dist * 30000 end)::int as distance_m,
        case mode when 'walk' then 5 when 'bike' then 15 when 'electric_bicycle' then 20 when 'bus' then 20
          when 'metro' then 30 when 'train' then 60 else 40 end as kmh,
        (('${firstDay}'::date + floor(r_day * ${dayCount})::int)::timestamp
          + make_interval(hours => case when r_hour < 0.4 then 7 + floor(r_hour / 0.4 * 2)::int
                                         when r_hour < 0.8 then 16 + floor((r_hour - 0.4) / 0.4 * 3)::int
                                         else 6 + floor((r_hour - 0.8) / 0.2 * 16)::int end,
                          mins => floor(r_min * 60)::int, secs => floor(r_min * 3600)::int % 60)) as local_start
      from t
    ),
    e as (
      select d.*, greatest(60, round(distance_m / 1000.0 / kmh * 3600))::int as duration_s,
        (local_start at time zone 'America/New_York') as start_time,
        coalesce((os.limits->>'kmPerTrip')::int * 1000, 1000000000) as cap_m
      from d left join organisation_settings os on os.organisation_id = d.organisation_id
    )
    insert into trips (participant_id, client_id, city_id, organisation_id, activity_type, start_time, end_time,
      local_day, distance_m, duration_s, source, counted, reason, counted_distance_m, ghg_mg, greenpoints)
    select participant_id, 'bench-' || i, '${cityId}', organisation_id, mode, start_time,
      start_time + make_interval(secs => duration_s), local_start::date, distance_m, duration_s,
      case when r_src < 0.1 then 'manual' else 'app' end,
      counted, case when not counted then case when mode in ('car') then 'not_sustainable_mode' else 'too_short' end end,
      case when counted then least(distance_m, cap_m) else 0 end,
      case when counted then least(distance_m, cap_m) * 210 else 0 end,
      case when counted then round(least(distance_m, cap_m) * 210 / 1e6 * 10)::int else 0 end
    from (select e.*, (mode <> 'car' and distance_m >= 500) as counted from e) as final`;
}

const benchDatabase = values.reuse
  ? await reuseBenchDatabase(values['database-url'], values.reuse)
  : await createBenchDatabase(values['database-url'], startedAt);
console.log(`Database ${benchDatabase.name}`);
let database: Database | undefined;
let server: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
try {
  database = await openDatabase({ databaseUrl: benchDatabase.url });
  const admin = new pg.Client({ connectionString: benchDatabase.url });
  await admin.connect();
  const figures: Record<string, unknown> = {};
  let cityId: string;
  let organisationId: string;
  let cityEmail: string;
  if (!values.reuse) {
    let started = performance.now();
    const world = await createTenancy(database.db, LABEL);
    cityId = world.city.id;
    organisationId = world.organisation.id;
    cityEmail = world.emails.city;
    const organisations = [world.organisation.id];
    for (let index = 1; index < organisationCount; index++) {
      organisations.push((await createOtherOrganisation(database.db, cityId, `bench${index}`)).id);
    }
    for (const [index, id] of organisations.entries()) {
      // Half the organisations cap the km of a trip (15 to 40 km), as the demo's do.
      const limits = index % 2 === 0 ? { kmPerTrip: 15 + (index % 6) * 5 } : {};
      await database.db
        .insert(organisationSettings)
        .values({ organisationId: id, limits })
        .onConflictDoUpdate({ target: organisationSettings.organisationId, set: { limits } });
    }
    await admin.query(
      `insert into participants (city_id, organisation_id, username, first_name, last_name, email)
       select $1, ($2::uuid[])[1 + i % $3], 'bench' || i, 'Bench', 'P' || i, 'bench' || i || '@bench.mobiverte.org'
       from generate_series(1, $4) as i`,
      [cityId, organisations, organisations.length, participantCount],
    );
    console.log(
      `World: ${organisations.length} organisations, ${participantCount} participants (${seconds(started)} s)`,
    );
    await admin.query('select setseed(0.42)');
    const previousStart = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() - 1, 1));
    const previousDays = Math.round((monthStart.getTime() - previousStart.getTime()) / 86_400_000);
    const batch = 250_000;
    started = performance.now();
    for (let from = 0; from < otherTrips; from += batch) {
      await admin.query(
        tripsSql(
          cityId,
          previousStart.toISOString().slice(0, 10),
          previousDays,
          from,
          Math.min(batch, otherTrips - from),
        ),
      );
    }
    for (let from = 0; from < trips; from += batch) {
      await admin.query(tripsSql(cityId, month.startDate, days, otherTrips + from, Math.min(batch, trips - from)));
      console.log(`  ${Math.min(from + batch, trips).toLocaleString('en')} trips of the month`);
    }
    figures.load = { trips, otherTrips, seconds: seconds(started) };
    console.log(`Loaded ${(trips + otherTrips).toLocaleString('en')} trips in ${seconds(started)} s`);
    await admin.query('VACUUM ANALYZE');
  } else {
    const row = (
      await admin.query(
        `select c.id as city, o.id as organisation from cities c join organisations o on o.city_id = c.id
         where o.email = 'organisation.${LABEL}@test.mobiverte.org'`,
      )
    ).rows[0];
    [cityId, organisationId, cityEmail] = [row.city, row.organisation, `city.${LABEL}@test.mobiverte.org`];
  }
  const inMonth = (
    await admin.query(`select count(*)::int as trips from trips where city_id = $1 and local_day between $2 and $3`, [
      cityId,
      month.startDate,
      month.endDate,
    ])
  ).rows[0].trips;
  const total = (await admin.query('select count(*)::int as trips from trips')).rows[0].trips;
  console.log(
    `${inMonth.toLocaleString('en')} trips in ${month.startDate}–${month.endDate}, ${total.toLocaleString('en')} in all`,
  );

  const config = loadConfig({
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    APP_URL: BENCH_ORIGIN,
    DATA_DIR: os.tmpdir(),
    SIGN_IN_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
  });
  server = (await buildApp({ db: database.db, config, logger: pino({ level: 'silent' }), serveWeb: false })).app;
  const token = await signIn(server, cityEmail);
  const happyHour = {
    kind: 'happy_hour',
    weekdays: [1, 2, 3, 4, 5],
    startTime: '07:00',
    endTime: '09:00',
    multiplier: 2,
    activityTypes: ['bike', 'walk', 'electric_bicycle'],
  };
  const cases = [
    ['city', 'happy hour Mon–Fri 7:00–9:00 ×2, 3 modes', { cityId }, happyHour],
    ['city', 'points coefficient 12', { cityId }, { kind: 'points_coefficient', pointsCoefficient: 12 }],
    [
      'city',
      'happy hour every day 0:00–24:00 ×1.5',
      { cityId },
      {
        ...happyHour,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTime: '00:00',
        endTime: '24:00',
        multiplier: 1.5,
        activityTypes: null,
      },
    ],
    ['organisation', 'happy hour Mon–Fri 7:00–9:00 ×2, 3 modes', { organisationId }, happyHour],
  ] as const;
  const rows = [];
  for (const [owner, label, scope, rule] of cases) {
    let answer: Record<string, unknown> = {};
    const call = async () => {
      const response = await server!.inject({
        method: 'POST',
        url: '/api/simulations',
        headers: { authorization: `Bearer ${token}`, origin: BENCH_ORIGIN },
        payload: { ...scope, ...month, rule },
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
      answer = response.json().data;
    };
    const samples = await timeCalls(call, 1, runs);
    const row = {
      owner,
      rule: label,
      p50Ms: Math.round(percentile(samples, 0.5)),
      p95Ms: Math.round(percentile(samples, 0.95)),
      trips: answer.trips,
      greenpoints: `${(answer.happened as { greenpoints: number }).greenpoints} → ${(answer.planned as { greenpoints: number }).greenpoints}`,
      affected: answer.participantsAffected,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  const sizes = (await admin.query(`select pg_size_pretty(pg_total_relation_size('trips')) as size`)).rows[0].size;
  await admin.end();
  const run = {
    startedAt: startedAt.toISOString(),
    command: `npm run bench:simulator -w @mobiverte/bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: { cpus: os.availableParallelism(), loadAverage: { start: loadAtStart, end: os.loadavg() } },
    database: benchDatabase.name,
    month,
    tripsInMonth: inMonth,
    tripsInAll: total,
    tripsTable: sizes,
    figures,
    simulations: rows,
  };
  console.table(rows);
  const directory = new URL('../results/', import.meta.url);
  mkdirSync(directory, { recursive: true });
  const file = new URL(`simulator-${startedAt.toISOString().slice(0, 10)}.json`, directory);
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
