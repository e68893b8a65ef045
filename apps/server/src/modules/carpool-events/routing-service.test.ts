import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCarpoolMatches, straightLineMinutes, type Point } from './carpool-matching.ts';
import { osrmRouting, routingServiceOf, straightLineRouting } from './routing-service.ts';

const destination = { lat: 48.07, lng: -0.77 };
const driver = { id: 'driver', lat: 48.05, lng: -0.75, seats: 2, maxDetourMinutes: 15 };
/** Close to the driver as the crow flies, but across a river: 40 minutes by road in the stand-in. */
const rider = { id: 'rider', lat: 48.055, lng: -0.755, maxDetourMinutes: 15 };
const straightLine = straightLineMinutes();

/**
 * A stand-in OSRM table service: the straight-line time in seconds, except to or from the rider (40 minutes);
 * `/slow` answers after 1 s, `/broken` with a 500.
 */
function startStandIn() {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://stand-in');
    requests.push(url.pathname);
    if (url.pathname.startsWith('/broken')) {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"InvalidQuery"}');
      return;
    }
    const points = decodeURIComponent(url.pathname.split('/').pop()!)
      .split(';')
      .map((pair) => {
        const [lng, lat] = pair.split(',').map(Number);
        return { lat: lat!, lng: lng! };
      });
    const isRider = (point: Point) => point.lat === rider.lat && point.lng === rider.lng;
    const durations = points.map((a) =>
      points.map((b) => (a === b ? 0 : isRider(a) || isRider(b) ? 40 * 60 : straightLine(a, b) * 60)),
    );
    const answer = () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', durations }));
    if (url.pathname.startsWith('/slow')) setTimeout(answer, 1_000);
    else answer();
  });
  return { server, requests };
}

describe('the routing service', () => {
  let standIn: { server: Server; requests: string[] };
  let base: string;
  beforeAll(async () => {
    standIn = startStandIn();
    standIn.server.listen(0, '127.0.0.1');
    await once(standIn.server, 'listening');
    base = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(() => standIn.server.close());

  it('asks OSRM once for the distinct points and gives its times to the engine, which then leaves the rider out', async () => {
    const routing = osrmRouting(`${base}/`);
    const leg = await routing.legsBetween([destination, driver, rider, { ...rider }]);
    expect(standIn.requests.at(-1)).toBe(
      `/table/v1/driving/${[destination, driver, rider].map((p) => `${p.lng},${p.lat}`).join(';')}`,
    );
    expect(leg(driver, rider)).toBe(40);
    expect(leg(driver, destination)).toBeCloseTo(straightLine(driver, destination), 6);
    // A point it was not asked about: the straight line.
    expect(leg(driver, { lat: 48.1, lng: -0.7 })).toBeCloseTo(straightLine(driver, { lat: 48.1, lng: -0.7 }), 6);

    const input = {
      destination,
      arrivalMinutes: 8 * 60,
      drivers: [driver],
      riders: [rider],
      maxMatchesPerDriver: null,
    };
    expect(planCarpoolMatches(input).matches).toHaveLength(1);
    expect(planCarpoolMatches({ ...input, travelMinutes: leg }).unmatched).toEqual([
      { riderId: 'rider', reason: 'too_far' },
    ]);
  });

  it('falls back to the straight line on a timeout, an error, or more points than the table takes', async () => {
    const points = [destination, driver, rider];
    for (const routing of [
      osrmRouting(`${base}/slow`, { timeoutMs: 100 }),
      osrmRouting(`${base}/broken`),
      osrmRouting(base, { maxPoints: 2 }),
    ]) {
      const leg = await routing.legsBetween(points);
      expect(leg(driver, rider)).toBeCloseTo(straightLine(driver, rider), 6);
    }
    expect(standIn.requests.filter((path) => path.startsWith('/table'))).toHaveLength(1);
  });

  it('is the straight line × 1.3 without ROUTING_URL', async () => {
    expect(routingServiceOf(null)).toBe(straightLineRouting);
    const leg = await routingServiceOf(null).legsBetween([destination, driver]);
    expect(leg(driver, destination)).toBeCloseTo(straightLine(driver, destination), 6);
  });
});
