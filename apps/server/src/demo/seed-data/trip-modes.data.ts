import type { TransportMode } from '@mobiverte/contracts';

export type ModeMix = readonly (readonly [TransportMode, number])[];
export type SeasonalMix = { season: ModeMix; winter: ModeMix };
export type Outing = { mode: TransportMode; km: readonly [number, number]; loop: boolean };

/** Door-to-door speeds in km/h, stops and lights included; waiting for public transport comes on top. */
export const SPEED_KMH: Partial<Record<TransportMode, number>> = {
  walk: 4.8,
  run: 10,
  bike: 16,
  electric_bicycle: 20,
  fat_bike: 12,
  scooter: 13,
  roller_blade: 13,
  bus: 20,
  metro: 30,
  train: 42,
  car: 36,
  carpool: 36,
  carpool_electric_car: 36,
  electric_car: 36,
  skiing: 8,
  snowshoes: 3.8,
};
export const DEFAULT_SPEED_KMH = 25;

export const WAIT_MINUTES: Partial<Record<TransportMode, readonly [number, number]>> = {
  bus: [3, 12],
  metro: [2, 7],
  train: [4, 12],
  carpool: [2, 6],
  carpool_electric_car: [2, 6],
};

/** Longest commute (km) a person makes with the mode; beyond it, the bus. */
export const MAX_COMMUTE_KM: Partial<Record<TransportMode, number>> = {
  walk: 3.5,
  run: 10,
  scooter: 7,
  fat_bike: 12,
  skiing: 10,
  bike: 16,
  electric_bicycle: 22,
};

/** One-way commute distance (km) by usual mode: people choose their mode partly by how far they live. */
export const COMMUTE_KM: Partial<Record<TransportMode, readonly [number, number]>> = {
  walk: [0.8, 3],
  run: [3, 9],
  bike: [2.5, 14],
  electric_bicycle: [4, 18],
  fat_bike: [2, 9],
  scooter: [1.5, 6],
  skiing: [2, 8],
  bus: [3, 18],
  metro: [5, 22],
  train: [12, 38],
  car: [5, 32],
  carpool: [6, 35],
  electric_car: [5, 30],
  wfh: [6, 30],
};
export const DEFAULT_COMMUTE_KM = [3, 15] as const;

const sameAllYear = (mix: ModeMix): SeasonalMix => ({ season: mix, winter: mix });

/** How a participant goes to work on a given day, by usual mode: in the cycling season (April–October) and in winter. */
export const COMMUTE_MIX: Partial<Record<TransportMode, SeasonalMix>> = {
  walk: {
    season: [
      ['walk', 85],
      ['bus', 10],
      ['bike', 5],
    ],
    winter: [
      ['walk', 75],
      ['bus', 25],
    ],
  },
  run: {
    season: [
      ['run', 45],
      ['bike', 25],
      ['bus', 30],
    ],
    winter: [
      ['run', 25],
      ['bus', 75],
    ],
  },
  bike: {
    season: [
      ['bike', 82],
      ['bus', 12],
      ['carpool', 3],
      ['car', 3],
    ],
    winter: [
      ['bus', 55],
      ['metro', 25],
      ['walk', 8],
      ['car', 7],
      ['fat_bike', 5],
    ],
  },
  electric_bicycle: {
    season: [
      ['electric_bicycle', 85],
      ['bus', 10],
      ['car', 5],
    ],
    winter: [
      ['bus', 60],
      ['metro', 25],
      ['car', 15],
    ],
  },
  fat_bike: {
    season: [
      ['bike', 70],
      ['fat_bike', 15],
      ['bus', 15],
    ],
    winter: [
      ['fat_bike', 65],
      ['bus', 35],
    ],
  },
  scooter: {
    season: [
      ['scooter', 75],
      ['walk', 10],
      ['bus', 15],
    ],
    winter: [
      ['bus', 70],
      ['walk', 30],
    ],
  },
  skiing: {
    season: [
      ['bike', 70],
      ['bus', 30],
    ],
    winter: [
      ['skiing', 45],
      ['bus', 55],
    ],
  },
  bus: {
    season: [
      ['bus', 86],
      ['bike', 7],
      ['carpool', 4],
      ['car', 3],
    ],
    winter: [
      ['bus', 90],
      ['carpool', 5],
      ['car', 5],
    ],
  },
  metro: {
    season: [
      ['metro', 82],
      ['bus', 10],
      ['bike', 5],
      ['car', 3],
    ],
    winter: [
      ['metro', 85],
      ['bus', 12],
      ['car', 3],
    ],
  },
  train: sameAllYear([
    ['train', 85],
    ['car', 9],
    ['carpool', 6],
  ]),
  car: {
    season: [
      ['car', 72],
      ['carpool', 16],
      ['bus', 8],
      ['bike', 4],
    ],
    winter: [
      ['car', 78],
      ['carpool', 15],
      ['bus', 7],
    ],
  },
  carpool: sameAllYear([
    ['carpool', 72],
    ['carpool_electric_car', 8],
    ['car', 12],
    ['bus', 8],
  ]),
  electric_car: sameAllYear([
    ['electric_car', 85],
    ['carpool_electric_car', 8],
    ['car', 7],
  ]),
  wfh: sameAllYear([
    ['car', 50],
    ['bus', 30],
    ['carpool', 20],
  ]),
};
export const DEFAULT_COMMUTE_MIX = sameAllYear([['bus', 1]]);

/** Weekend and holiday outings; skiing and snowshoes only when there is snow (December to March). */
export const OUTING_MIX: {
  season: readonly (readonly [Outing, number])[];
  winter: readonly (readonly [Outing, number])[];
} = {
  season: [
    [{ mode: 'bike', km: [8, 45], loop: true }, 34],
    [{ mode: 'walk', km: [1, 6], loop: true }, 30],
    [{ mode: 'run', km: [4, 14], loop: true }, 12],
    [{ mode: 'electric_bicycle', km: [8, 30], loop: true }, 4],
    [{ mode: 'roller_blade', km: [5, 15], loop: true }, 3],
    [{ mode: 'bus', km: [4, 15], loop: false }, 9],
    [{ mode: 'carpool', km: [10, 60], loop: false }, 8],
  ],
  winter: [
    [{ mode: 'walk', km: [1, 5], loop: true }, 40],
    [{ mode: 'skiing', km: [4, 15], loop: true }, 20],
    [{ mode: 'snowshoes', km: [2, 8], loop: true }, 14],
    [{ mode: 'bus', km: [4, 15], loop: false }, 15],
    [{ mode: 'run', km: [4, 10], loop: true }, 6],
    [{ mode: 'fat_bike', km: [5, 15], loop: true }, 5],
  ],
};
export const SNOW_ONLY_MODES: readonly TransportMode[] = ['skiing', 'snowshoes'];

/** Errands by car alone: recorded like any trip, never counted. */
export const ERRAND_KM = [2, 14] as const;
