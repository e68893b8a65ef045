import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/connection.ts';
import { startJobs, type Jobs } from './jobs/jobs.ts';
import { AppError } from './lib/errors.ts';
import { createMailer } from './mail/mailer.ts';
import { saveAlertDigestSubscription } from './modules/insights/alert-digest.repository.ts';
import { sendDueAlertDigests } from './modules/insights/alert-digest.service.ts';
import { enforceRateLimit } from './lib/rate-limit.ts';
import { createTestApp, TEST_ORIGIN } from './test/test-app.ts';
import { createTenancy, TEST_PASSWORD, type Tenancy } from './test/test-world.ts';

/**
 * Two API processes on one PostgreSQL (issue 14 §4): each "process" here has its own connection pool, its own
 * app (sessions, rate limits) and its own pg-boss instance, as two containers behind the proxy would. Nothing
 * is shared between them but the database. PostgreSQL only: PGlite is one process by construction.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const JOURNAL = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL', () => {
  const name = `mobiverte_two_${randomBytes(6).toString('hex')}`;
  let url: string;
  let first: Database;
  let second: Database;
  let world: Tenancy;
  const apps: FastifyInstance[] = [];
  const jobs: Jobs[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await Promise.all(jobs.map((instance) => instance.stop()));
    await Promise.all(apps.map((app) => app.close()));
    await first?.close();
    await second?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('migrates an empty database once when both processes start at the same time', async () => {
    [first, second] = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
    const applied = await first.db.execute<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]!.count).toBe(JOURNAL.entries.length);
    world = await createTenancy(first.db, 'Two');
  }, 60_000);

  it('runs start-up work (the demo world) in one process at a time', async () => {
    const steps: string[] = [];
    const task = (name: string) => async () => {
      steps.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      steps.push(`${name} ends`);
    };
    await Promise.all([first.exclusively(task('first')), second.exclusively(task('second'))]);
    expect(steps).toHaveLength(4);
    const [opener] = steps[0]!.split(' ');
    expect(steps[1]).toBe(`${opener} ends`);
  });

  it('keeps a session signed in on one process valid on the other, and a sign-out on either ends it', async () => {
    const [one, two] = await Promise.all([createTestApp(first), createTestApp(second)]);
    apps.push(one.app, two.app);
    const signedIn = await one.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: world.emails.organisation, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .find((value) => value?.includes('session_token'))!
      .split(';')[0]!;
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/me', headers: { cookie, origin: TEST_ORIGIN } });

    const onTheOther = await me(two.app);
    expect(onTheOther.statusCode).toBe(200);
    expect(onTheOther.json().data).toMatchObject({ role: 'organisation', organisationId: world.organisation.id });

    const out = await two.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(one.app)).statusCode).toBe(401);
    expect((await me(two.app)).statusCode).toBe(401);
  });

  it('counts one rate limit for both processes: 2 × 15 concurrent hits on a limit of 20 let exactly 20 through', async () => {
    const key = `two-processes:${randomBytes(4).toString('hex')}`;
    const now = new Date();
    const hit = (database: Database) =>
      enforceRateLimit(database.db, key, 20, 3600, { now }).then(
        () => 'passed' as const,
        (error: unknown) => {
          if (error instanceof AppError && error.status === 429) return 'limited' as const;
          throw error;
        },
      );
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, index) => hit(index % 2 === 0 ? first : second)));
    expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(10);
  });

  it('refuses the sign-in attempts of one address past the limit whichever process receives them', async () => {
    const limit = 6;
    // An hour-long fixed window (aligned on the hour): when it is about to end, the attempts wait for the next.
    const leftInWindowMs = 3_600_000 - (Date.now() % 3_600_000);
    if (leftInWindowMs < 30_000) await new Promise((resolve) => setTimeout(resolve, leftInWindowMs + 1_000));
    const [one, two] = await Promise.all([
      createTestApp(first, { signInRateLimit: limit, signInRateWindowSeconds: 3600, trustProxy: false }),
      createTestApp(second, { signInRateLimit: limit, signInRateWindowSeconds: 3600, trustProxy: false }),
    ]);
    apps.push(one.app, two.app);
    const attempt = (app: FastifyInstance, index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '203.0.113.77',
        headers: { origin: TEST_ORIGIN },
        // A different unknown account each time: only the address's limit is at stake.
        payload: { email: `nobody-${index}@test.mobiverte.org`, password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < limit + 2; index++) {
      statuses.push((await attempt(index % 2 === 0 ? one.app : two.app, index)).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
  });

  it('runs a scheduled job once per occurrence although both processes schedule and work it', async () => {
    const logger = pino({ level: 'silent' });
    jobs.push(...(await Promise.all([startJobs(first.db, logger), startJobs(second.db, logger)])));
    const probe = 'two-processes-probe';
    const runs: { instance: number; id: string }[] = [];
    for (const [instance, { boss }] of jobs.entries()) {
      await boss.createQueue(probe);
      await boss.work(probe, { pollingIntervalSeconds: 1 }, async ([job]) => {
        runs.push({ instance, id: job!.id });
      });
      await boss.schedule(probe, '* * * * *');
    }
    // Both processes registered the application's schedules and the probe's: one row each.
    const schedules = await first.db.execute<{ name: string; count: number }>(
      `select name, count(*)::int as count from pgboss.schedule group by name order by name`,
    );
    expect(schedules.rows.every((row) => row.count === 1)).toBe(true);
    expect(schedules.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['expire-orders', 'prune-spend-requests', probe]),
    );

    // A minute boundary: one occurrence, whichever instance's cron pass and worker pick it up (both pass over
    // it). Then no more occurrences, and time for one already filed to be forwarded and worked.
    while (runs.length < 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await jobs[0]!.boss.unschedule(probe);
    await new Promise((resolve) => setTimeout(resolve, 12_000));

    // Each cron pass files an occurrence under its minute's slot; a second instance's pass finds the slot taken.
    const filed = await first.db.execute<{ slot: string; count: number }>(
      `select singleton_on::text as slot, count(*)::int as count from pgboss.job
       where name = '__pgboss__send-it' and data->>'name' = '${probe}' group by singleton_on`,
    );
    const created = await first.db.execute<{ id: string }>(`select id from pgboss.job where name = '${probe}'`);
    expect(filed.rows.every((row) => row.count === 1)).toBe(true);
    expect(created.rows).toHaveLength(filed.rows.length);
    expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
    expect(runs.map((run) => run.id).sort()).toEqual(created.rows.map((row) => row.id).sort());
  }, 240_000);

  it('sends an admin’s weekly alerts digest once when both processes run the hour’s job', async () => {
    const organisationUser = await first.db.execute<{ id: string }>(
      `select auth_user_id as id from organisations where id = '${world.organisation.id}'`,
    );
    await saveAlertDigestSubscription(first.db, organisationUser.rows[0]!.id, { enabled: true, language: 'fr' });
    const logger = pino({ level: 'silent' });
    const deps = (database: Database) => ({
      db: database.db,
      mailer: createMailer({ db: database.db, from: 'Mobiverte <noreply@mobiverte.test>', logger }),
      appUrl: 'https://tableau.mobiverte.test',
      brandName: 'Mobiverte',
    });
    // Monday 23 March 2026, 8:10 and 8:11 in New York: each process's run of the job.
    const [one, two] = await Promise.all([
      sendDueAlertDigests(deps(first), logger, new Date('2026-03-23T12:10:00Z')),
      sendDueAlertDigests(deps(second), logger, new Date('2026-03-23T12:11:00Z')),
    ]);
    expect([...one, ...two]).toHaveLength(1);
    const sent = await first.db.execute<{ count: number }>(
      `select count(*)::int as count from mail where "to" = '${world.emails.organisation}'`,
    );
    expect(sent.rows[0]!.count).toBe(1);
  });
});
