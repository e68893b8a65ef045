import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import type { ParticipantActor } from '../../apps/server/src/auth/actor.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Db } from '../../apps/server/src/db/connection.ts';
import { challenges, participants } from '../../apps/server/src/db/schema/index.ts';
import { joinChallenge } from '../../apps/server/src/modules/challenges/participant-challenges.service.ts';
import { ingestTrips } from '../../apps/server/src/modules/trips/trips.service.ts';
import { createTenancy, TEST_PASSWORD, type Tenancy } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase } from '../stats/bench-database.ts';
import { BENCH_ORIGIN, callEndpoint, percentile, timeCalls } from '../stats/latency.ts';

/**
 * Challenges at scale (issue 15 §4), printed figures, not a timed test: a city challenge of `--participants`
 * participants over 30 days (20 days run), each with `--trips` trips inside it; then over HTTP on 127.0.0.1 the
 * leaderboard's pages and a participant's progress (p50/p95), the time from a trip posted to its participant's
 * progress and rank updated, and in-process trip ingestion (trips/s) for participants in 20 running challenges
 * against participants in none.
 */
const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '5000' },
    trips: { type: 'string', default: '10' },
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '20' },
    'ingest-participants': { type: 'string', default: '100' },
    'history-trips': { type: 'string', default: '0' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
  },
});
const PARTICIPANTS = Number(values.participants);
const TRIPS = Number(values.trips);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const INGEST_PARTICIPANTS = Number(values['ingest-participants']);
const HISTORY_TRIPS = Number(values['history-trips']);
const RUNNING_CHALLENGES = 20;
const DAY = 86_400_000;
const adminUrl = values['database-url']!;
assertLocalUrl(adminUrl);

const now = new Date();
const startAt = new Date(now.getTime() - 20 * DAY);
const endAt = new Date(startAt.getTime() + 30 * DAY);
const goal = { type: 'distance' as const, value: 150, activityTypes: ['bike' as const, 'walk' as const], reward: 100 };

type TripInput = Parameters<typeof ingestTrips>[2][number];

/** `count` bike trips of 4 to 12 km on distinct days between `from` and `to`, at 8:00 plus a few minutes. */
function tripsOf(label: string, count: number, from: Date, days: number): TripInput[] {
  return Array.from({ length: count }, (_, index) => {
    const day = Math.floor((index * days) / count);
    const start = new Date(from.getTime() + day * DAY + 8 * 3_600_000 + (index % 3) * 3 * 3_600_000);
    const km = 4 + ((index * 7) % 9);
    return {
      id: `${label}-${index}`,
      activityType: 'bike',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + km * 4 * 60_000).toISOString(),
      distance: km * 1000,
      source: 'app',
    };
  });
}

const actorOf = (world: Tenancy, participantId: string): ParticipantActor => ({
  kind: 'participant',
  userId: 'bench',
  sessionId: 'bench',
  email: 'bench@bench.mobiverte.org',
  participantId,
  cityId: world.city.id,
  organisationId: world.organisation.id,
  branchId: null,
  cityTimeZone: 'America/New_York',
});

async function insertParticipants(db: Db, world: Tenancy, label: string, count: number) {
  const ids: string[] = [];
  for (let done = 0; done < count; done += 1000) {
    const rows = await db
      .insert(participants)
      .values(
        Array.from({ length: Math.min(1000, count - done) }, (_, index) => ({
          cityId: world.city.id,
          organisationId: world.organisation.id,
          username: `${label}-${done + index}`,
          firstName: 'Bench',
          lastName: `${label} ${done + index}`,
          email: `${label}-${done + index}@bench.mobiverte.org`,
          usualTransportMode: 'bike' as const,
        })),
      )
      .returning({ id: participants.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

async function insertChallenge(
  db: Db,
  world: Tenancy,
  name: string,
  organisationId: string | null,
  target = goal.value,
) {
  const [row] = await db
    .insert(challenges)
    .values({
      cityId: world.city.id,
      organisationId,
      name,
      description: 'Bench',
      startAt,
      endAt,
      status: 'active',
      individualGoal: { ...goal, value: target, badgeId: null },
    })
    .returning({ id: challenges.id });
  return row!.id;
}

/**
 * `--history-trips`: the trips table grown to the size of a city's years (10 M rows), so that ingestion writes into
 * and reads from a table and indexes of that size. Raw trips of other participants of the city (500 each, one
 * every 19 hours over the year before the challenge), written with SQL alone, 250,000 per statement: no rollup is
 * built from them (no request of this bench reads those participants' rollups).
 */
async function insertHistory(db: Db, world: Tenancy, count: number) {
  const people = Math.max(1, Math.ceil(count / 500));
  await db.execute(sql`insert into participants (city_id, organisation_id, username, first_name, last_name, email)
    select ${world.city.id}, ${world.organisation.id}, 'history' || i, 'Bench', 'History ' || i,
      'history' || i || '@bench.mobiverte.org'
    from generate_series(1, ${people}) as i`);
  const base = new Date(startAt.getTime() - 400 * DAY).toISOString();
  for (let from = 0; from < count; from += 250_000) {
    const to = Math.min(count, from + 250_000) - 1;
    await db.execute(sql`
      with p as (select id, row_number() over (order by id) - 1 as n from participants
        where city_id = ${world.city.id} and username like 'history%'),
      g as (select i, i % ${people} as who, i / ${people} as k, 800 + (i * 7919) % 14000 as distance_m
        from generate_series(${from}::bigint, ${to}::bigint) as i),
      t as (select g.*, p.id as participant_id,
          ${base}::timestamptz + make_interval(hours => (k * 19)::int) as start_time
        from g join p on p.n = g.who)
      insert into trips (participant_id, client_id, city_id, organisation_id, activity_type, start_time, end_time,
        local_day, distance_m, duration_s, source, counted, counted_distance_m, ghg_mg, greenpoints)
      select participant_id, 'history-' || i, ${world.city.id}, ${world.organisation.id}, 'bike', start_time,
        start_time + make_interval(secs => (distance_m * 0.24)::int),
        (start_time at time zone ${world.city.timezone})::date, distance_m, (distance_m * 0.24)::int, 'app', true,
        distance_m, distance_m * 210, round(distance_m * 210 / 1e6 * 10)::int
      from t`);
    console.log(`  ${(to + 1).toLocaleString('en')} history trips`);
  }
}

/**
 * Trips/s of `ingestTrips` for these participants' batches, three at a time (as the stats bench loads). `round` 0
 * is each participant's first batch (their rollup rows are created); a later round is their next batch, the same
 * days `round` × 90 minutes later (not overlapping the earlier trips, which would be refused).
 */
async function ingestionRate(db: Db, ids: string[], label: string, round = 0) {
  const started = performance.now();
  let trips = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const from = new Date(startAt.getTime() + DAY + round * 90 * 60_000);
        const batch = tripsOf(`${label}-${round}-${id.slice(0, 8)}`, 40, from, 18);
        await ingestTrips(db, id, batch, now, { maxTripAgeDays: 3650 });
        trips += batch.length;
      }
    }),
  );
  return trips / ((performance.now() - started) / 1000);
}

const bench = await createBenchDatabase(adminUrl);
const database = await openDatabase({ databaseUrl: bench.url });
const { db } = database;
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  APP_URL: BENCH_ORIGIN,
  PORT: String(port),
});
const { app } = await buildApp({ db, config, logger: pino({ level: 'warn' }), serveWeb: false });
try {
  const world = await createTenancy(db, 'Bench');
  const cityChallenge = await insertChallenge(db, world, 'Défi de la ville', null);
  const loadStarted = performance.now();
  const people = [world.participant.id, ...(await insertParticipants(db, world, 'rider', PARTICIPANTS - 1))];
  for (const id of people) await joinChallenge(db, actorOf(world, id), cityChallenge, now);
  const joined = performance.now();
  for (const [index, id] of people.entries()) {
    await ingestTrips(db, id, tripsOf(`load-${index}`, TRIPS, startAt, 19), now, { maxTripAgeDays: 3650 });
  }
  if (HISTORY_TRIPS > 0) {
    const started = performance.now();
    await insertHistory(db, world, HISTORY_TRIPS);
    console.log(`${HISTORY_TRIPS} history trips in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  const [{ trips: tableTrips } = { trips: 0 }] = (
    await db.execute<{ trips: number }>(sql`select count(*)::int as trips from trips`)
  ).rows;
  console.log(`trips table: ${tableTrips} rows`);
  console.log(
    `${PARTICIPANTS} participants joined in ${((joined - loadStarted) / 1000).toFixed(1)} s; ` +
      `${PARTICIPANTS * TRIPS} trips loaded in ${((performance.now() - joined) / 1000).toFixed(1)} s`,
  );

  await app.listen({ port, host: '127.0.0.1' });
  const signIn = async (email: string) => {
    const response = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    return response.headers.get('set-auth-token')!;
  };
  const cityToken = await signIn(world.emails.city);
  const participantToken = await signIn(world.emails.participant);
  const pages = Math.ceil(PARTICIPANTS / 10);
  const rows: [string, number[]][] = [];
  for (const page of [1, Math.ceil(pages / 2), pages]) {
    const call = callEndpoint(origin, cityToken, {
      method: 'GET',
      path: `/api/challenges/${cityChallenge}/leaderboard`,
      query: { page: String(page), pageSize: '10' },
    });
    rows.push([`leaderboard page ${page} of ${pages}`, await timeCalls(call, WARMUP, REQUESTS)]);
  }
  const progress = callEndpoint(origin, participantToken, {
    method: 'GET',
    path: `/api/app/v2/challenges/${cityChallenge}`,
  });
  rows.push(['participant progress and rank', await timeCalls(progress, WARMUP, REQUESTS)]);
  // A trip posted, then the progress read: until the trip's transaction commits its fold, the answer cannot hold it.
  const posted: number[] = [];
  for (let index = 0; index < 20; index++) {
    const start = new Date(now.getTime() - 3 * 3_600_000 - index * 420_000);
    const trip = {
      id: `posted-${index}`,
      activityType: 'bike',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 360_000).toISOString(),
      distance: 1500,
    };
    const started = performance.now();
    const response = await fetch(`${origin}/api/app/v2/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${participantToken}`,
        origin: BENCH_ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify(trip),
    });
    if (!response.ok) throw new Error(`trip refused: ${response.status} ${await response.text()}`);
    await progress();
    posted.push(performance.now() - started);
  }
  rows.push(['trip posted → progress and rank read', posted]);
  console.log('\n| measure | p50 ms | p95 ms | runs |\n|---|---:|---:|---:|');
  for (const [name, samples] of rows) {
    console.log(
      `| ${name} | ${percentile(samples, 0.5).toFixed(2)} | ${percentile(samples, 0.95).toFixed(2)} | ${samples.length} |`,
    );
  }

  // Ingestion: participants in 20 running challenges against participants in none.
  const inChallenges = await insertParticipants(db, world, 'busy', INGEST_PARTICIPANTS);
  const idle = await insertParticipants(db, world, 'idle', INGEST_PARTICIPANTS);
  const running = [cityChallenge];
  for (let index = 1; index < RUNNING_CHALLENGES; index++) {
    // Goals out of reach: a reward is credited once per participant and challenge, not at every batch.
    running.push(await insertChallenge(db, world, `Défi ${index}`, world.organisation.id, 5000));
  }
  for (const id of inChallenges)
    for (const challenge of running) await joinChallenge(db, actorOf(world, id), challenge, now);
  const rate = (value: number) => `${value.toFixed(0)} trips/s`;
  console.log('\ningestion (in-process ingestTrips, batches of 40, 3 at a time):');
  for (const round of [0, 1]) {
    const without = await ingestionRate(db, idle, 'idle', round);
    const withChallenges = await ingestionRate(db, inChallenges, 'busy', round);
    console.log(
      `${round === 0 ? 'first batches ' : 'next batches  '}${rate(without)} in no challenge, ` +
        `${rate(withChallenges)} in ${RUNNING_CHALLENGES} running challenges`,
    );
  }
} finally {
  await app.close();
  await database.close();
  if (!values.keep) await bench.drop();
  else console.log(`kept ${bench.name}`);
}
