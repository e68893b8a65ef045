import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { createRandom } from '../../apps/server/src/demo/random.ts';
import type { BenchRequest } from '../stats/stats-endpoints.ts';
import { honestTrips, newCursor, type TripCursor } from './honest-trips.ts';
import type { LoadKind, LoadReport, LoadSetup } from './load-types.ts';

/**
 * The load generator, in a thread of its own (its CPU is not the main thread's, which only waits): `clients`
 * concurrent clients, each with its own keep-alive connection to every URL, send one request after the other
 * for `seconds`, each to the next URL in turn, so the requests are spread evenly over the processes.
 * Each client acts for its own share of the participants, as their phones would: no two clients post trips or
 * spend for the same participant.
 */
const setup = workerData as LoadSetup;
const report: LoadReport = { samples: { dashboard: [], trips: [], spend: [] }, outcomes: {}, trips: {}, sent: 0 };

function count(table: Record<string, number>, key: string, by = 1) {
  table[key] = (table[key] ?? 0) + by;
}

function send(agent: http.Agent, baseUrl: string, token: string, request: BenchRequest, extra = {}) {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: http.OutgoingHttpHeaders = {
    authorization: `Bearer ${token}`,
    origin: setup.origin,
    ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
    ...extra,
  };
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = http.request(
      new URL(`${baseUrl}${request.path}${query}`),
      { method: request.method, headers, agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** `status code` of an answer: the product's error code when it has one. */
function outcomeOf(status: number, text: string): string {
  if (status >= 200 && status < 300) return String(status);
  try {
    const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    return code ? `${status} ${code}` : String(status);
  } catch {
    return String(status);
  }
}

async function client(index: number, deadline: number) {
  const random = createRandom(setup.seed, `load-client:${index}`);
  const agents = setup.urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const own = setup.participants.filter((_, position) => position % setup.clients === index);
  const cursors = new Map<string, TripCursor>(
    own.map((participant) => [
      participant.id,
      newCursor(participant.id, participant.centre, participant.busy, Date.now()),
    ]),
  );
  let turn = index;
  while (Date.now() < deadline) {
    const target = turn++ % setup.urls.length;
    const kind = random.pickWeighted<LoadKind>([
      ['dashboard', setup.mix.dashboard],
      ['trips', own.length > 0 ? setup.mix.trips : 0],
      ['spend', own.length > 0 && setup.products.length > 0 ? setup.mix.spend : 0],
    ]);
    let token: string;
    let request: BenchRequest;
    let headers = {};
    if (kind === 'dashboard') {
      const dashboard = random.pick(setup.dashboards);
      token = dashboard.token;
      request = dashboard.request;
    } else {
      const participant = random.pick(own);
      token = participant.token;
      if (kind === 'trips') {
        const trips = honestTrips(
          random,
          cursors.get(participant.id)!,
          random.int(1, 3),
          `${setup.runId}-${participant.id.slice(0, 8)}`,
          Date.now(),
        );
        request = { method: 'POST', path: '/api/app/v2/sessions', body: trips };
      } else {
        const product = random.pick(setup.products);
        request = {
          method: 'POST',
          path: '/api/app/v2/transaction/spend',
          body: { greenpoints: product.greenpoints, transactionDetails: { productId: product.id } },
        };
        headers = { 'idempotency-key': `load-${setup.runId}-${index}-${report.sent}` };
      }
    }
    const started = performance.now();
    report.sent++;
    try {
      const { status, text } = await send(agents[target]!, setup.urls[target]!, token, request, headers);
      const elapsed = performance.now() - started;
      if (Date.now() > deadline) break;
      report.samples[kind].push(elapsed);
      count(report.outcomes, `${kind} ${outcomeOf(status, text)}`);
      if (kind === 'trips' && status === 200) {
        for (const trip of (JSON.parse(text) as { data: { status: string; reason: string | null }[] }).data) {
          count(report.trips, trip.reason ? `${trip.status} (${trip.reason})` : trip.status);
        }
      }
    } catch (error) {
      if (Date.now() > deadline) break;
      report.samples[kind].push(performance.now() - started);
      count(report.outcomes, `${kind} network ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
  }
  for (const agent of agents) agent.destroy();
}

const deadline = Date.now() + setup.seconds * 1000;
await Promise.all(Array.from({ length: setup.clients }, (_, index) => client(index, deadline)));
parentPort!.postMessage(report);
