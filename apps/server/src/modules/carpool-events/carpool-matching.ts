/**
 * The carpool matching engine (issue 20), pure: for one occurrence of an event, it gives each driver an ordered
 * list of pick-ups (the riders' area centres) towards the destination, so that every rider is matched at most
 * once, no driver carries more riders than seats and its maximum of matches, the driver's detour and each
 * rider's extra time in the car stay within their limits, and each pick-up falls in the rider's time window.
 * Among such plans it matches as many riders as it can, then keeps the total detour low; a rider left out gets
 * the reason. Times are a routing service's when given (`RoutingService`), else straight lines × a road factor
 * travelled at an assumed speed.
 */

export type Point = { lat: number; lng: number };
export type MatchingDriver = Point & {
  id: string;
  seats: number;
  /** The driver's own limit, at most the city's. */
  maxDetourMinutes: number;
};
export type MatchingRider = Point & {
  id: string;
  maxDetourMinutes: number;
  /** Minutes since midnight: when the rider may be picked up. */
  windowStart?: number | null;
  windowEnd?: number | null;
};
export type MatchingInput = {
  destination: Point;
  /** Minutes since midnight: when everyone is due at the destination. */
  arrivalMinutes: number;
  drivers: readonly MatchingDriver[];
  riders: readonly MatchingRider[];
  /** The city's maximum of riders per driver (null: its seats). */
  maxMatchesPerDriver: number | null;
  roadFactor?: number;
  speedKmh?: number;
  /** Driving minutes between two points (a routing service's); unset, straight line × `roadFactor` at `speedKmh`. */
  travelMinutes?: Leg;
};
export const UNMATCHED_REASONS = ['no_driver', 'too_far', 'outside_window', 'no_seat_left'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];
export type PlannedMatch = {
  driverId: string;
  riderId: string;
  /** The pick-up at the rider's area centre, and when the driver reaches it. */
  pickupMinutes: number;
  /** The driver's detour added by this rider (the route's detour shared by its pick-ups in insertion order). */
  detourMinutes: number;
  /** The rider's extra time in the car compared with driving straight to the destination. */
  riderDetourMinutes: number;
};
export type MatchingPlan = {
  matches: PlannedMatch[];
  unmatched: { riderId: string; reason: UnmatchedReason }[];
  /** The sum of the drivers' detours, in minutes. */
  totalDetourMinutes: number;
};

export const ROAD_FACTOR = 1.3;
export const ASSUMED_SPEED_KMH = 40;
const EARTH_KM_PER_DEGREE = (2 * Math.PI * 6371.0088) / 360;
/** How many of its cheapest drivers each rider considers (the rest are never cheaper to use). */
const CANDIDATES_PER_RIDER = 48;

/** Straight-line kilometres (equirectangular; exact enough at a city's scale). */
export function straightKm(a: Point, b: Point): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  const y = b.lat - a.lat;
  return Math.sqrt(x * x + y * y) * EARTH_KM_PER_DEGREE;
}

export type Leg = (a: Point, b: Point) => number;

/** Minutes by straight line × the road factor at the assumed speed: the estimate without a routing service. */
export function straightLineMinutes(roadFactor = ROAD_FACTOR, speedKmh = ASSUMED_SPEED_KMH): Leg {
  const factor = (roadFactor / speedKmh) * 60;
  return (a, b) => straightKm(a, b) * factor;
}

const travelMinutes = (input: MatchingInput): Leg =>
  input.travelMinutes ?? straightLineMinutes(input.roadFactor, input.speedKmh);

type Route = { driver: MatchingDriver; stops: MatchingRider[]; direct: number; limit: number };

/** The route's times: its total, and for each stop the minutes from it to the destination along the route. */
function routeTimes(route: Route, stops: readonly MatchingRider[], leg: Leg, destination: Point) {
  const toDestination = new Array<number>(stops.length);
  let remaining = 0;
  let next: Point = destination;
  for (let index = stops.length - 1; index >= 0; index -= 1) {
    remaining += leg(stops[index]!, next);
    toDestination[index] = remaining;
    next = stops[index]!;
  }
  return { total: remaining + leg(route.driver, next), toDestination };
}

type Check = { ok: true; detour: number } | { ok: false; reason: 'too_far' | 'outside_window' };

/** Whether these stops, in this order, keep every limit; the driver's detour when they do. */
function checkRoute(
  route: Route,
  stops: readonly MatchingRider[],
  leg: Leg,
  input: MatchingInput,
  directOf: Map<string, number>,
): Check {
  const { total, toDestination } = routeTimes(route, stops, leg, input.destination);
  const detour = total - route.direct;
  if (detour > route.limit + 1e-9) return { ok: false, reason: 'too_far' };
  for (let index = 0; index < stops.length; index += 1) {
    const rider = stops[index]!;
    if (toDestination[index]! - directOf.get(rider.id)! > rider.maxDetourMinutes + 1e-9) {
      return { ok: false, reason: 'too_far' };
    }
    const pickup = input.arrivalMinutes - toDestination[index]!;
    if ((rider.windowStart ?? -Infinity) > pickup + 1e-9 || (rider.windowEnd ?? Infinity) < pickup - 1e-9) {
      return { ok: false, reason: 'outside_window' };
    }
  }
  return { ok: true, detour };
}

/** The cheapest place to insert `rider` in the route, or why none keeps the limits. */
function bestInsertion(
  route: Route,
  rider: MatchingRider,
  leg: Leg,
  input: MatchingInput,
  directOf: Map<string, number>,
): { stops: MatchingRider[]; detour: number } | { reason: 'too_far' | 'outside_window' } {
  let best: { stops: MatchingRider[]; detour: number } | null = null;
  let reason: 'too_far' | 'outside_window' = 'too_far';
  for (let position = 0; position <= route.stops.length; position += 1) {
    const stops = [...route.stops.slice(0, position), rider, ...route.stops.slice(position)];
    const check = checkRoute(route, stops, leg, input, directOf);
    if (check.ok) {
      if (!best || check.detour < best.detour) best = { stops, detour: check.detour };
    } else if (check.reason === 'outside_window') reason = 'outside_window';
  }
  return best ?? { reason };
}

function capacityOf(driver: MatchingDriver, input: MatchingInput) {
  return Math.min(driver.seats, input.maxMatchesPerDriver ?? driver.seats);
}

function newRoutes(input: MatchingInput, leg: Leg) {
  return input.drivers.map<Route>((driver) => ({
    driver,
    stops: [],
    direct: leg(driver, input.destination),
    limit: driver.maxDetourMinutes,
  }));
}

/** The plan of the routes: each rider's pick-up time, its share of the detour and its extra time in the car. */
function planOf(
  routes: Route[],
  input: MatchingInput,
  leg: Leg,
  directOf: Map<string, number>,
  unmatched: MatchingPlan['unmatched'],
) {
  const matches: PlannedMatch[] = [];
  let totalDetourMinutes = 0;
  for (const route of routes) {
    if (route.stops.length === 0) continue;
    const { total, toDestination } = routeTimes(route, route.stops, leg, input.destination);
    const detour = total - route.direct;
    totalDetourMinutes += detour;
    // Each pick-up carries the detour of the stretch it adds: the route's detour split by the legs' extra time.
    const shares = route.stops.map((rider) => leg(route.driver, rider) + leg(rider, input.destination) - route.direct);
    const sum = shares.reduce((a, b) => a + Math.max(0, b), 0);
    route.stops.forEach((rider, index) => {
      matches.push({
        driverId: route.driver.id,
        riderId: rider.id,
        pickupMinutes: input.arrivalMinutes - toDestination[index]!,
        detourMinutes: sum > 0 ? (detour * Math.max(0, shares[index]!)) / sum : detour / route.stops.length,
        riderDetourMinutes: toDestination[index]! - directOf.get(rider.id)!,
      });
    });
  }
  return { matches, unmatched, totalDetourMinutes };
}

/**
 * Plans the occurrence: the most constrained riders first (fewest drivers that could take them), each to the
 * driver whose route it lengthens least; then each rider left out tries to free a seat by moving a matched
 * rider of one of its drivers to another of that rider's drivers.
 */
export function planCarpoolMatches(input: MatchingInput): MatchingPlan {
  const leg = travelMinutes(input);
  const directOf = new Map(input.riders.map((rider) => [rider.id, leg(rider, input.destination)]));
  const routes = newRoutes(input, leg);
  const unmatched: MatchingPlan['unmatched'] = [];
  if (routes.length === 0) {
    return {
      matches: [],
      unmatched: input.riders.map((rider) => ({ riderId: rider.id, reason: 'no_driver' })),
      totalDetourMinutes: 0,
    };
  }

  // Each rider's drivers that could take it alone, cheapest first.
  const candidates = new Map<string, { route: Route; detour: number }[]>();
  const reasons = new Map<string, UnmatchedReason>();
  const choices = new Map<string, number>();
  for (const rider of input.riders) {
    const list: { route: Route; detour: number }[] = [];
    let reason: UnmatchedReason = 'too_far';
    const riderToDestination = directOf.get(rider.id)!;
    for (const route of routes) {
      if (capacityOf(route.driver, input) <= 0) continue;
      // The lower bound of the detour: it only grows once the rider's own limits are checked.
      const alone = leg(route.driver, rider) + riderToDestination - route.direct;
      if (alone > route.limit) continue;
      const check = checkRoute(route, [rider], leg, input, directOf);
      if (check.ok) list.push({ route, detour: check.detour });
      else if (check.reason === 'outside_window') reason = 'outside_window';
    }
    list.sort((a, b) => a.detour - b.detour);
    choices.set(rider.id, list.length);
    candidates.set(rider.id, list.slice(0, CANDIDATES_PER_RIDER));
    reasons.set(rider.id, reason);
  }

  const order = [...input.riders].sort(
    (a, b) =>
      choices.get(a.id)! - choices.get(b.id)! ||
      (candidates.get(a.id)![0]?.detour ?? 0) - (candidates.get(b.id)![0]?.detour ?? 0),
  );
  const routeOf = new Map<string, Route>();
  const left: MatchingRider[] = [];
  const detourOf = (route: Route) => routeTimes(route, route.stops, leg, input.destination).total - route.direct;
  const tryInsert = (rider: MatchingRider, route: Route) => {
    if (route.stops.length >= capacityOf(route.driver, input)) return null;
    const insertion = bestInsertion(route, rider, leg, input, directOf);
    return 'stops' in insertion ? { route, ...insertion, added: insertion.detour - detourOf(route) } : null;
  };

  for (const rider of order) {
    let best: ReturnType<typeof tryInsert> = null;
    for (const { route } of candidates.get(rider.id)!) {
      const option = tryInsert(rider, route);
      if (option && (!best || option.added < best.added)) best = option;
    }
    if (best) {
      best.route.stops = best.stops;
      routeOf.set(rider.id, best.route);
    } else left.push(rider);
  }

  // One move to free a seat: a matched rider of one of the left-out rider's drivers goes to another driver.
  for (const rider of left) {
    let placed = false;
    for (const { route } of candidates.get(rider.id)!) {
      if (placed) break;
      for (const other of route.stops) {
        const without = { ...route, stops: route.stops.filter((stop) => stop !== other) };
        const here = tryInsert(rider, without);
        if (!here) continue;
        const elsewhere = candidates
          .get(other.id)!
          .filter((candidate) => candidate.route !== route)
          .map((candidate) => tryInsert(other, candidate.route))
          .find((option) => option !== null);
        if (!elsewhere) continue;
        route.stops = here.stops;
        elsewhere.route.stops = elsewhere.stops;
        routeOf.set(rider.id, route);
        routeOf.set(other.id, elsewhere.route);
        placed = true;
        break;
      }
    }
    if (!placed) {
      const hadCandidates = candidates.get(rider.id)!.length > 0;
      unmatched.push({ riderId: rider.id, reason: hadCandidates ? 'no_seat_left' : reasons.get(rider.id)! });
    }
  }
  return planOf(routes, input, leg, directOf, unmatched);
}

/**
 * The baseline the engine is measured against: riders in the order given, each to the driver whose route it
 * lengthens least among those that still keep every limit.
 */
export function planGreedyCarpoolMatches(input: MatchingInput): MatchingPlan {
  const leg = travelMinutes(input);
  const directOf = new Map(input.riders.map((rider) => [rider.id, leg(rider, input.destination)]));
  const routes = newRoutes(input, leg);
  const detours = new Map(routes.map((route) => [route, 0]));
  const unmatched: MatchingPlan['unmatched'] = [];
  for (const rider of input.riders) {
    let best: { route: Route; stops: MatchingRider[]; detour: number } | null = null;
    for (const route of routes) {
      if (route.stops.length >= capacityOf(route.driver, input)) continue;
      if (leg(route.driver, rider) + directOf.get(rider.id)! - route.direct > route.limit) continue;
      const insertion = bestInsertion(route, rider, leg, input, directOf);
      if (!('stops' in insertion)) continue;
      const added = insertion.detour - detours.get(route)!;
      if (!best || added < best.detour) best = { route, stops: insertion.stops, detour: added };
    }
    if (best) {
      best.route.stops = best.stops;
      detours.set(best.route, detours.get(best.route)! + best.detour);
    } else unmatched.push({ riderId: rider.id, reason: routes.length === 0 ? 'no_driver' : 'too_far' });
  }
  return planOf(routes, input, leg, directOf, unmatched);
}
