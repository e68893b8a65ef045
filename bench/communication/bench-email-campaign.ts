import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { emailCampaigns } from '../../apps/server/src/db/schema/index.ts';
import { createTenancy } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase } from '../stats/bench-database.ts';

/**
 * An email campaign to `--recipients` participants (issue 18 §4) through a local SMTP sink at the throttle
 * (`--rate` per minute): a first sending process is killed (SIGKILL) once `--kill-after` emails have arrived, a
 * second one takes over after the stale-claim delay. Reports the time, the pace against the throttle, and whether
 * any recipient got the campaign twice or not at all (by the sink's count per address and Message-ID).
 */
const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '20000' },
    rate: { type: 'string', default: '12000' },
    'kill-after': { type: 'string', default: '8000' },
    'stale-ms': { type: 'string', default: '5000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
  },
});
const recipients = Number(values.recipients);
const rate = Number(values.rate);
const killAfter = Number(values['kill-after']);
const adminUrl = values['database-url']!;
assertLocalUrl(adminUrl);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);

// The SMTP sink: counts every message by recipient and by Message-ID.
const byRecipient = new Map<string, number>();
const byMessageId = new Map<string, number>();
let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4000) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received += 1;
      for (const rcpt of session.envelope.rcptTo)
        byRecipient.set(rcpt.address, (byRecipient.get(rcpt.address) ?? 0) + 1);
      const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `unknown-${received}`;
      byMessageId.set(messageId, (byMessageId.get(messageId) ?? 0) + 1);
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as { port: number }).port}`;

const bench = await createBenchDatabase(adminUrl);
const database = await openDatabase({ databaseUrl: bench.url });
const { db } = database;
const worker = new URL('./campaign-worker.ts', import.meta.url).pathname;
const startWorker = () =>
  spawn(process.execPath, ['--import', 'tsx', worker, bench.url, smtpUrl, String(rate), values['stale-ms']!], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
const exited = (child: ChildProcess) =>
  new Promise<string>((resolve) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => resolve(output.trim()));
  });

try {
  const world = await createTenancy(db, 'Bench');
  await db.execute(sql`
    insert into participants (city_id, organisation_id, username, first_name, last_name, email)
    select ${world.city.id}, ${world.organisation.id}, 'bench' || n, 'Prénom', 'Nom ' || n, 'bench' || n || '@recipients.test'
    from generate_series(1, ${recipients - 1}) n`);
  // autovacuum is off on the bench's PostgreSQL: what it would do after the load, for realistic plans
  await db.execute(sql`VACUUM ANALYZE`);
  const [campaign] = await db
    .insert(emailCampaigns)
    .values({
      cityId: world.city.id,
      name: 'Bench',
      subject: 'Semaine du vélo',
      senderName: 'Ville de Bench',
      html: '<h2>Semaine du vélo</h2><p>Bonjour, <strong>venez rouler</strong> avec nous.</p>',
      text: 'Semaine du vélo\n\nBonjour, venez rouler avec nous.',
      audience: { kind: 'everyone', organisationIds: [], branchIds: [] },
      plannedAt: new Date(),
      state: 'scheduled',
    })
    .returning();
  console.log(`${recipients} participants; throttle ${rate}/min; first process killed after ${killAfter} emails`);

  const started = performance.now();
  const first = startWorker();
  const firstExit = exited(first);
  while (received < killAfter && first.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 20));
  first.kill('SIGKILL');
  await firstExit;
  const atKill = received;
  const killedAt = performance.now();
  console.log(`killed the first process at ${atKill} emails, ${((killedAt - started) / 1000).toFixed(1)} s`);
  // The second process waits for the first's claims to go stale, then sends the rest.
  await new Promise((resolve) => setTimeout(resolve, Number(values['stale-ms']) + 200));
  const second = startWorker();
  const totals = await exited(second);
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));

  const [state] = (
    await db.execute<{ state: string; targeted: number; sent: number; failed: number; pending: number }>(sql`
      select c.state, c.targeted,
        count(*) filter (where r.status = 'sent')::int as sent, count(*) filter (where r.status = 'failed')::int as failed,
        count(*) filter (where r.status in ('pending', 'sending'))::int as pending
      from email_campaigns c join email_campaign_recipients r on r.campaign_id = c.id
      where c.id = ${campaign!.id} group by c.id`)
  ).rows;
  const twice = [...byRecipient.values()].filter((count) => count > 1).length;
  const sameMessageTwice = [...byMessageId.values()].filter((count) => count > 1).length;
  const missing = recipients - byRecipient.size;
  const sendingSeconds = elapsed - Number(values['stale-ms']) / 1000;
  console.log(`second process: ${totals}`);
  console.log(
    `campaign ${state?.state}: targeted ${state?.targeted}, sent ${state?.sent}, failed ${state?.failed}, pending ${state?.pending}`,
  );
  console.log(
    `sink: ${received} messages, ${byRecipient.size} distinct recipients, ${twice} recipients twice (${sameMessageTwice} with the same Message-ID), ${missing} missing`,
  );
  console.log(
    `time: ${elapsed.toFixed(1)} s in all, ${sendingSeconds.toFixed(1)} s without the stale-claim wait; pace ${Math.round(
      (received / sendingSeconds) * 60,
    )}/min for a throttle of ${rate}/min`,
  );
  console.log(`load average at the end: ${load()}`);
} finally {
  await database.close();
  sink.close();
  if (values.keep) console.log(`kept ${bench.name}`);
  else await bench.drop();
}
