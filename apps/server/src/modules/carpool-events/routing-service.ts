import { straightLineMinutes, type Leg, type Point } from './carpool-matching.ts';

/**
 * Driving times between points, for the matching engine's detours. `legsBetween` answers a lookup of the minutes
 * between any two of the points it was given; a pair it has no route for falls back to the straight line × 1.3.
 */
export interface RoutingService {
  legsBetween(points: readonly Point[]): Promise<Leg>;
}

/** OSRM's own default `--max-table-size`: a larger occurrence is estimated by straight lines. */
export const ROUTING_MAX_POINTS = 100;
export const ROUTING_TIMEOUT_MS = 2_000;

const straightLine = straightLineMinutes();
const keyOf = (point: Point) => `${point.lng},${point.lat}`;

/** Without a routing service: straight lines × the road factor at the assumed speed. */
export const straightLineRouting: RoutingService = { legsBetween: async () => straightLine };

type Logger = { warn: (object: object, message: string) => void };

/**
 * An OSRM server's table service (`GET {url}/table/v1/driving/{lng,lat;…}?annotations=duration`), asked once per
 * occurrence for the times between its distinct points. A failure, a timeout or more than `maxPoints` points
 * fall back to the straight line, so that matching never waits on the routing service.
 */
export function osrmRouting(
  url: string,
  options: { timeoutMs?: number; maxPoints?: number; logger?: Logger } = {},
): RoutingService {
  const base = url.replace(/\/+$/, '');
  const maxPoints = options.maxPoints ?? ROUTING_MAX_POINTS;
  return {
    async legsBetween(points) {
      const keys = [...new Set(points.map(keyOf))];
      if (keys.length < 2 || keys.length > maxPoints) return straightLine;
      try {
        const response = await fetch(`${base}/table/v1/driving/${keys.join(';')}?annotations=duration`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? ROUTING_TIMEOUT_MS),
        });
        const body = (await response.json()) as { code?: string; durations?: (number | null)[][] };
        if (!response.ok || body.code !== 'Ok' || !Array.isArray(body.durations)) {
          throw new Error(`OSRM answered ${response.status} ${body.code ?? ''}`);
        }
        const index = new Map(keys.map((key, position) => [key, position]));
        const durations = body.durations;
        return (a, b) => {
          const seconds = durations[index.get(keyOf(a)) ?? -1]?.[index.get(keyOf(b)) ?? -1];
          return typeof seconds === 'number' ? seconds / 60 : straightLine(a, b);
        };
      } catch (error) {
        options.logger?.warn({ err: error }, 'routing service unavailable: straight-line times');
        return straightLine;
      }
    },
  };
}

/** The routing service of `ROUTING_URL`, else the straight line. */
export const routingServiceOf = (url: string | null, logger?: Logger): RoutingService =>
  url ? osrmRouting(url, { logger }) : straightLineRouting;
