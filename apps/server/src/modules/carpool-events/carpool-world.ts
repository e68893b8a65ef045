import type { MatchingInput } from './carpool-matching.ts';

type Draw = { next: () => number; int: (min: number, max: number) => number; chance: (p: number) => boolean };

/**
 * A random occurrence around a destination: drivers and riders spread over `radiusKm`, with the city's limits;
 * `windows` gives a share of the riders a pick-up window. The property tests and the bench draw from it.
 */
export function randomOccurrence(
  random: Draw,
  counts: { drivers: number; riders: number; radiusKm: number; windows?: number },
): MatchingInput {
  const destination = { lat: 48.07, lng: -0.77 };
  const around = () => {
    const distance = Math.sqrt(random.next()) * counts.radiusKm;
    const angle = random.next() * 2 * Math.PI;
    return {
      lat: destination.lat + (distance * Math.sin(angle)) / 111.2,
      lng: destination.lng + (distance * Math.cos(angle)) / (111.2 * Math.cos((destination.lat * Math.PI) / 180)),
    };
  };
  const arrivalMinutes = 8 * 60;
  return {
    destination,
    arrivalMinutes,
    maxMatchesPerDriver: random.chance(0.5) ? random.int(1, 3) : null,
    drivers: Array.from({ length: counts.drivers }, (_, index) => ({
      id: `d${index}`,
      ...around(),
      seats: random.int(1, 4),
      maxDetourMinutes: random.int(3, 20),
    })),
    riders: Array.from({ length: counts.riders }, (_, index) => {
      const windowed = random.chance(counts.windows ?? 0);
      const start = arrivalMinutes - random.int(15, 60);
      return {
        id: `r${index}`,
        ...around(),
        maxDetourMinutes: random.int(5, 25),
        windowStart: windowed ? start : null,
        windowEnd: windowed ? start + random.int(5, 20) : null,
      };
    }),
  };
}
