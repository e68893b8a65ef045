import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { shiftDay } from '../../apps/server/src/demo/builders/calendar.builder.ts';
import type { LatLng } from '../../apps/server/src/demo/builders/polyline.builder.ts';
import { DEMO_PASSWORD, getDemoEmail } from '../../apps/server/src/demo/demo-accounts.ts';
import { CITY_TEMPLATES } from '../../apps/server/src/demo/seed-data/cities.data.ts';
import { assertLocalUrl } from '../stats/bench-database.ts';
import { percentile } from '../stats/latency.ts';
import { BENCH_ENDPOINTS, type BenchCase, type Owner, type PeriodCase } from '../stats/stats-endpoints.ts';
import type { LoadKind, LoadReport, LoadSetup } from './load-types.ts';

const HELP = `Mixed load on running API processes (dashboards, trip posting, spending).

  npm run bench:load -w @mobiverte/bench -- --urls http://127.0.0.1:3251,http://127.0.0.1:3252 \\
    --database-url postgres://postgres@127.0.0.1:5432/mobiverte_scale [--clients 50] [--seconds 60]

--urls          the API processes, comma-separated; each client sends its requests to them in turn
--database-url  their database (127.0.0.1 only): read for the world's ids, and the shop's stock topped up
--origin        the Origin header (the processes' APP_URL; default the first URL)
--clients       concurrent clients (50)          --seconds   duration (60)
--participants  participants signed in (120)     --mix       dashboard,trips,spend weights (50,35,15)
--seed          (42)                             --label     a name for the run in the results file
--pids          the processes' ids (comma-separated): their CPU time over the run is printed, per request
The processes need SIGN_IN_RATE_LIMIT above the sign-ins of the setup (all come from 127.0.0.1).`;

/** Every participant of the load starts with at least this balance, so that spending is not refused for lack of it. */
const BALANCE = 10_000;

const { values } = parseArgs({
  options: {
    urls: { type: 'string' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/mobiverte_scale' },
    origin: { type: 'string' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    participants: { type: 'string', default: '120' },
    mix: { type: 'string', default: '50,35,15' },
    seed: { type: 'string', default: '42' },
    label: { type: 'string', default: '' },
    pids: { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || !values.urls) {
  console.log(HELP);
  process.exit(values.help ? 0 : 1);
}
const urls = values.urls.split(',').map((url) => url.trim().replace(/\/$/, ''));
for (const url of [...urls, values['database-url']]) assertLocalUrl(url);
const origin = values.origin ?? urls[0]!;
const [dashboardWeight, tripsWeight, spendWeight] = values.mix.split(',').map(Number) as [number, number, number];

const database = new pg.Client({ connectionString: values['database-url'] });
await database.connect();

/** The demo world's first city, its demo organisation, participants with an account and what the shop sells. */
async function readWorld(participantCount: number) {
  const cityAdmin = getDemoEmail('city');
  const organisationAdmin = getDemoEmail('organisation');
  const { rows: cities } = await database.query<{ id: string; name: string }>(
    `select c.id, c.name from cities c join city_admins a on a.city_id = c.id where a.email = $1`,
    [cityAdmin],
  );
  const city = cities[0];
  if (!city) throw new Error('No demo world in this database: start a process once with DEMO_WORLD=true');
  const { rows: organisations } = await database.query<{ id: string }>(
    `select id from organisations where email = $1`,
    [organisationAdmin],
  );
  const template = CITY_TEMPLATES.find((candidate) => candidate.name === city.name);
  if (!template) throw new Error(`No demo template for ${city.name}`);
  const centre = template.regions[0]!.centre as LatLng;
  const { rows: participants } = await database.query<{ id: string; email: string }>(
    `select p.id, u.email from participants p join auth_users u on u.id = p.auth_user_id
     where p.city_id = $1 order by p.id limit $2`,
    [city.id, participantCount],
  );
  // Products any participant can buy many times (no unique code to hand out): the cheapest few.
  const { rows: products } = await database.query<{ id: string; greenpoints: number }>(
    `select id, greenpoints from products
     where city_id = $1 and is_approved and status = 'active' and availability <> 'not_available'
       and not (is_unique_barcode or is_unique_qrcode or is_unique_character)
       and (expiration_date is null or expiration_date > now() + interval '1 day')
       and max_transactions_per_period is null
     order by greenpoints, id limit 5`,
    [city.id],
  );
  return { city, organisationId: organisations[0]!.id, centre, participants, products };
}

/** Bench fixture: the shop keeps stock for the whole run, so spending measures spending, not a sold-out shop. */
async function topUpStock(productIds: string[]) {
  await database.query(`update products set stock = greatest(stock, 1000000) where id = any($1)`, [productIds]);
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const token = response.headers.get('set-auth-token');
    if (response.ok && token) return token;
    if (attempt >= 2) throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Sign-ins a few at a time, spread over the processes: every token is then used on all of them. */
async function signInAll(emails: string[]) {
  const tokens: string[] = new Array<string>(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let index = next++; index < emails.length; index = next++) {
        tokens[index] = await signIn(urls[index % urls.length]!, emails[index]!);
      }
    }),
  );
  return tokens;
}

/** The last complete month and its year, as the dashboards open them. */
function periods(now: Date): PeriodCase[] {
  const today = now.toISOString().slice(0, 10);
  const monthEnd = shiftDay(today, -Number(today.slice(8, 10)));
  const month = monthEnd.slice(0, 7);
  const year = month.slice(0, 4);
  return [
    {
      period: 'month',
      periodKey: month,
      startDate: `${month}-01`,
      endDate: monthEnd,
      previousStart: `${shiftDay(`${month}-01`, -1).slice(0, 7)}-01`,
    },
    {
      period: 'year',
      periodKey: year,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      previousStart: `${Number(year) - 1}-01-01`,
    },
  ];
}

/** Bench fixture: a participant's balance brought to `points` with the admin adjustment's ledger entry. */
async function topUpBalances(participantIds: string[], cityId: string, points: number) {
  await database.query('begin');
  await database.query(
    `insert into greenpoint_transactions (participant_id, city_id, transaction_type, transaction_value, created_by)
     select id, $2, 'CHANGE_POINTS', $3 - greenpoint_balance, 'bench-load'
     from participants where id = any($1) and greenpoint_balance < $3`,
    [participantIds, cityId, points],
  );
  await database.query(
    `update participants set greenpoint_balance = $2 where id = any($1) and greenpoint_balance < $2`,
    [participantIds, points],
  );
  await database.query('commit');
}

/** Each participant's trips of the last week: the load lays its trips in the gaps between them. */
async function recentTrips(participantIds: string[]) {
  const { rows } = await database.query<{ participant_id: string; start_time: Date; end_time: Date }>(
    `select participant_id, start_time, end_time from trips
     where participant_id = any($1) and end_time > now() - interval '8 days'`,
    [participantIds],
  );
  const busy = new Map<string, [number, number][]>();
  for (const row of rows) {
    const list = busy.get(row.participant_id) ?? [];
    list.push([row.start_time.getTime(), row.end_time.getTime()]);
    busy.set(row.participant_id, list);
  }
  return busy;
}

const world = await readWorld(Number(values.participants));
const participantIds = world.participants.map((participant) => participant.id);
await topUpStock(world.products.map((product) => product.id));
await topUpBalances(participantIds, world.city.id, BALANCE);
const busy = await recentTrips(participantIds);
console.log(
  `World: ${world.city.name}, ${world.participants.length} participants (balances topped up to ${BALANCE} greenpoints), ` +
    `products at ${world.products.map((product) => product.greenpoints).join(', ')} greenpoints`,
);
const setupStarted = performance.now();
const [organisationToken, cityToken] = await signInAll([getDemoEmail('organisation'), getDemoEmail('city')]);
const participantTokens = await signInAll(world.participants.map((participant) => participant.email));
console.log(`Signed in ${participantTokens.length + 2} accounts in ${Math.round(performance.now() - setupStarted)} ms`);

const tokens: Record<Owner, string> = { organisation: organisationToken!, city: cityToken! };
const dashboards = (['organisation', 'city'] as const).flatMap((owner) =>
  periods(new Date()).flatMap((period) => {
    const bench: BenchCase = {
      ...period,
      owner,
      ownerId: owner === 'city' ? world.city.id : world.organisationId,
      cityId: world.city.id,
    };
    return BENCH_ENDPOINTS.filter((endpoint) => endpoint.owners.includes(owner)).map((endpoint) => ({
      token: tokens[owner],
      request: endpoint.request(bench),
    }));
  }),
);

const runId = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const setup: LoadSetup = {
  urls,
  origin,
  clients: Number(values.clients),
  seconds: Number(values.seconds),
  seed: Number(values.seed),
  runId,
  mix: { dashboard: dashboardWeight, trips: tripsWeight, spend: spendWeight },
  dashboards,
  participants: world.participants.map((participant, index) => ({
    id: participant.id,
    token: participantTokens[index]!,
    centre: world.centre,
    busy: busy.get(participant.id) ?? [],
  })),
  products: world.products.map((product) => ({ id: product.id, greenpoints: Number(product.greenpoints) })),
};

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/** CPU seconds of the PostgreSQL backends serving `databaseName` (their command line names it), by pid. */
function backendCpu(databaseName: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (commandLine.startsWith('postgres: ') && commandLine.includes(` ${databaseName} `)) {
        found.set(Number(entry), cpuSeconds(Number(entry)));
      }
    } catch {
      // A process that ended meanwhile, or another user's.
    }
  }
  return found;
}
const databaseName = new URL(values['database-url']).pathname.slice(1);
const backendsBefore = backendCpu(databaseName);
const pids = values.pids ? values.pids.split(',').map(Number) : [];
const cpuBefore = pids.map(cpuSeconds);
const loadBefore = os.loadavg();
console.log(
  `${setup.clients} clients for ${setup.seconds} s on ${urls.join(', ')}; load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')}`,
);
const report = await new Promise<LoadReport>((resolve, reject) => {
  const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData: setup });
  worker.once('message', resolve);
  worker.once('error', reject);
});
const loadAfter = os.loadavg();
const backendsAfter = backendCpu(databaseName);
const databaseCpu = [...backendsAfter].reduce((sum, [pid, cpu]) => sum + cpu - (backendsBefore.get(pid) ?? 0), 0);
const serverCpu = pids.reduce((sum, pid, index) => sum + cpuSeconds(pid) - cpuBefore[index]!, 0);
await database.end();

const kinds: LoadKind[] = ['dashboard', 'trips', 'spend'];
const all = kinds.flatMap((kind) => report.samples[kind]);
const round = (value: number) => Math.round(value * 10) / 10;
const figures = (samples: number[]) => ({
  requests: samples.length,
  perSecond: round(samples.length / setup.seconds),
  p50: round(percentile(samples, 0.5)),
  p95: round(percentile(samples, 0.95)),
  p99: round(percentile(samples, 0.99)),
});
const isError = (outcome: string) => !/ 2\d\d$/.test(outcome) && !/ 409 /.test(outcome);
const errors = Object.fromEntries(Object.entries(report.outcomes).filter(([outcome]) => isError(outcome)));
const refusals = Object.fromEntries(Object.entries(report.outcomes).filter(([outcome]) => / 409 /.test(outcome)));

console.log('\nkind        requests   req/s     p50     p95     p99  (ms)');
for (const [name, samples] of [...kinds.map((kind) => [kind, report.samples[kind]] as const), ['all', all] as const]) {
  const row = figures(samples);
  console.log(
    `${name.padEnd(10)} ${String(row.requests).padStart(9)} ${String(row.perSecond).padStart(7)} ${String(row.p50).padStart(7)} ${String(row.p95).padStart(7)} ${String(row.p99).padStart(7)}`,
  );
}
console.log(`\nerrors: ${Object.keys(errors).length === 0 ? 'none' : JSON.stringify(errors)}`);
console.log(`business refusals (409): ${Object.keys(refusals).length === 0 ? 'none' : JSON.stringify(refusals)}`);
console.log(`answers: ${JSON.stringify(report.outcomes)}`);
console.log(`trips posted: ${JSON.stringify(report.trips)}`);
console.log(
  `PostgreSQL backends of ${databaseName}: ${databaseCpu.toFixed(1)} s of CPU (${(databaseCpu / setup.seconds).toFixed(2)} cores), ` +
    `${((databaseCpu * 1000) / all.length).toFixed(1)} ms per request`,
);
if (pids.length > 0) {
  console.log(
    `API processes' CPU: ${serverCpu.toFixed(1)} s over ${setup.seconds} s (${(serverCpu / setup.seconds).toFixed(2)} cores), ` +
      `${((serverCpu * 1000) / all.length).toFixed(1)} ms per request`,
  );
}
console.log(
  `load average before ${loadBefore.map((value) => value.toFixed(2)).join(' ')}, after ${loadAfter.map((value) => value.toFixed(2)).join(' ')} (${os.cpus().length} cores)`,
);

const resultsDirectory = new URL('../results/', import.meta.url);
mkdirSync(resultsDirectory, { recursive: true });
const file = new URL(`load-${runId.slice(0, 8)}.json`, resultsDirectory);
const runs = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]) : [];
runs.push({
  label: values.label,
  at: new Date().toISOString(),
  urls,
  clients: setup.clients,
  seconds: setup.seconds,
  mix: setup.mix,
  participants: setup.participants.length,
  figures: Object.fromEntries([...kinds.map((kind) => [kind, figures(report.samples[kind])]), ['all', figures(all)]]),
  errors,
  refusals,
  outcomes: report.outcomes,
  trips: report.trips,
  loadAverage: { before: loadBefore, after: loadAfter, cores: os.cpus().length },
  databaseCpuSeconds: databaseCpu,
  ...(pids.length > 0 ? { apiCpuSeconds: serverCpu, apiCpuMsPerRequest: (serverCpu * 1000) / all.length } : {}),
});
writeFileSync(file, `${JSON.stringify(runs, null, 2)}\n`);
console.log(`Appended to ${file.pathname}`);
