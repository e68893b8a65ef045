import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { runNotificationDelivery } from '../../apps/server/src/modules/notifications/delivery.service.ts';
import { createExpoPushProvider } from '../../apps/server/src/modules/notifications/push-provider.ts';
import { startPushStandIn } from '../../apps/server/src/test/push-stand-in.ts';
import { createTenancy } from '../../apps/server/src/test/test-world.ts';
import { assertLocalUrl, createBenchDatabase } from '../stats/bench-database.ts';
import { fillBenchCity } from '../users/bench-city.ts';

/**
 * Sending one notification to a whole city (issue 18 §4: 100,000 participants in ≤ 60 s): the delivery job's run,
 * from the due notification to its last recipient, against the local push stand-in (Expo's API shape, over real
 * HTTP on 127.0.0.1, `--latency-ms` per request), every participant with one device. Then the same city without a
 * push service (the inbox alone). Checks that every participant got exactly one push and one inbox item.
 */
const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '100000' },
    'latency-ms': { type: 'string', default: '20' },
    'batch-size': { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '8' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    keep: { type: 'boolean', default: false },
  },
});
const count = Number(values.participants);
const adminUrl = values['database-url']!;
assertLocalUrl(adminUrl);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);

const bench = await createBenchDatabase(adminUrl);
const database = await openDatabase({ databaseUrl: bench.url });
const { db } = database;
const standIn = await startPushStandIn({ keepAccepted: false });
standIn.delayMs = Number(values['latency-ms']);
try {
  const world = await createTenancy(db, 'Bench');
  await fillBenchCity(db, world, { count, tripsEach: 1, rawTrips: 0 });
  const devicesStarted = performance.now();
  await db.execute(sql`insert into participant_devices (participant_id, token, platform)
    select id, 'ExponentPushToken[bench-' || id || ']', 'android' from participants where city_id = ${world.city.id}`);
  console.log(`devices in ${((performance.now() - devicesStarted) / 1000).toFixed(1)} s`);
  // autovacuum is off on the bench's PostgreSQL: VACUUM (the visibility map, so that index-only scans skip the
  // heap) and ANALYZE (the statistics) as autovacuum would after a load, so that the plans are the realistic ones
  await db.execute(sql`VACUUM ANALYZE`);

  const plan = async (name: string) => {
    const result = await db.execute<{ id: string }>(sql`
      insert into notifications (city_id, name, title, content, audience, state, planned_at, planned_local)
      values (${world.city.id}, ${name}, 'Heure bonus ce matin',
        'Entre 7 h et 9 h, vos déplacements durables rapportent deux fois plus de points verts.',
        '{"kind":"everyone","organisationIds":[],"branchIds":[]}'::jsonb, 'scheduled', now() - interval '1 second', 'now')
      returning id`);
    return result.rows[0]!.id;
  };
  const measure = async (label: string, withPush: boolean) => {
    const id = await plan(label);
    const requestsBefore = standIn.requests;
    const acceptedBefore = standIn.acceptedCount;
    const started = performance.now();
    const report = await runNotificationDelivery(db, {
      provider: withPush ? createExpoPushProvider({ url: standIn.url, accessToken: 'bench' }) : null,
      batchSize: Number(values['batch-size']),
      concurrency: Number(values.concurrency),
    });
    const seconds = (performance.now() - started) / 1000;
    const figures = (
      await db.execute<Record<string, number | string>>(sql`
        select n.state, n.targeted_count as targeted, n.delivered_count as delivered, n.failed_count as failed,
          (select count(*)::int from notification_recipients r where r.notification_id = n.id) as rows,
          (select count(distinct participant_id)::int from notification_recipients r where r.notification_id = n.id) as people,
          (select count(*)::int from notification_recipients r join participant_devices d on d.participant_id = r.participant_id
            where r.notification_id = n.id) as devices
        from notifications n where n.id = ${id}`)
    ).rows[0]!;
    const pushes = standIn.acceptedCount - acceptedBefore;
    console.log(
      `${label}: ${seconds.toFixed(1)} s for ${figures.targeted} participants (${(Number(figures.targeted) / seconds).toFixed(0)}/s), ` +
        `state ${figures.state}, delivered ${figures.delivered}, failed ${figures.failed}, recipient rows ${figures.rows} ` +
        `for ${figures.people} participants, ${pushes} pushes to ${figures.devices} devices in ${standIn.requests - requestsBefore} requests`,
    );
    if (Number(figures.rows) !== Number(figures.people) || (withPush && pushes !== Number(figures.devices))) {
      throw new Error('Someone was notified twice or not at all');
    }
    return { seconds, report, figures, pushes };
  };
  const push = await measure(`push (stand-in, ${standIn.delayMs} ms a request)`, true);
  const inbox = await measure('inbox only (no push service)', false);
  console.log(
    JSON.stringify({
      participants: count,
      pushSeconds: Number(push.seconds.toFixed(1)),
      inboxSeconds: Number(inbox.seconds.toFixed(1)),
      latencyMs: standIn.delayMs,
      load: load(),
    }),
  );
  console.log(`load average at end: ${load()}`);
} finally {
  await standIn.close();
  await database.close();
  if (!values.keep) await bench.drop();
}
