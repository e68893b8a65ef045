import type { TransportMode } from '@mobiverte/contracts';
import type { DemoParticipant } from '../demo-context.ts';
import type { Random } from '../random.ts';
import { COMMUTE_KM, DEFAULT_COMMUTE_KM } from '../seed-data/trip-modes.data.ts';
import { listDays, shiftDay } from './calendar.builder.ts';
import type { LatLng } from './polyline.builder.ts';
import { buildRoute, DETOUR_FACTOR, offsetPoint } from './routes.builder.ts';

/** How faithfully a participant uses the app: every day, now and then, or for a few months after joining. */
export type Engagement = 'regular' | 'occasional' | 'lapsed';

export type TripHabits = {
  usualMode: TransportMode;
  commuteKm: number;
  home: LatLng;
  work: LatLng;
  toWork: LatLng[];
  toHome: LatLng[];
  /** Usual local departure times, in minutes after midnight. */
  morning: number;
  evening: number;
  /** Weekdays (1 = Monday) at the workplace, and those worked from home (only for the `wfh` usual mode). */
  officeWeekdays: ReadonlySet<number>;
  teleworkWeekdays: ReadonlySet<number>;
  /** First and last local day with recorded trips. */
  firstDay: string;
  lastDay: string;
  /** Chance that the app records the trips of a given day. */
  recordRate: number;
  /** Chances of a leisure outing on a day off, and of an errand by car alone. */
  outingRate: number;
  errandRate: number;
  /** Share of the trips entered by hand rather than recorded by the phone. */
  manualShare: number;
  /** Vacation days: a fortnight in summer, often the holidays season, sometimes the spring break. */
  daysOff: ReadonlySet<string>;
};

const RECORD_RATE: Record<Engagement, number> = { regular: 0.85, occasional: 0.12, lapsed: 0.7 };

/** Draws where a participant lives and works, how and when they commute, and how much they use the app. */
export function drawTripHabits(
  random: Random,
  options: {
    participant: DemoParticipant;
    workplace: LatLng;
    engagement: Engagement;
    firstDay: string;
    lastDay: string;
  },
): TripHabits {
  const { participant, workplace, engagement, firstDay } = options;
  const usualMode = participant.usualTransportMode;
  const [minKm, maxKm] = COMMUTE_KM[usualMode] ?? DEFAULT_COMMUTE_KM;
  const commuteKm = minKm + (maxKm - minKm) * random.next() ** 1.5;
  const home = offsetPoint(workplace, commuteKm / DETOUR_FACTOR, random.next() * 2 * Math.PI);
  const toWork = buildRoute(random, home, workplace, random.int(2, 4));
  const weekdays = random.shuffle([1, 2, 3, 4, 5]);
  const teleworking = usualMode === 'wfh' ? random.int(2, 3) : 0;
  const officeDays =
    usualMode === 'wfh'
      ? 5 - teleworking
      : random.pickWeighted([
          [2, 25],
          [3, 40],
          [4, 23],
          [5, 12],
        ] as const);
  const morning = 390 + random.int(0, 135);
  const lastDay =
    engagement === 'lapsed' ? minDay(options.lastDay, shiftDay(firstDay, random.int(21, 60))) : options.lastDay;
  return {
    usualMode,
    commuteKm: Math.round(commuteKm * 100) / 100,
    home,
    work: workplace,
    toWork,
    toHome: [...toWork].reverse(),
    morning,
    evening: Math.min(morning + 480 + random.int(0, 75), 1110),
    officeWeekdays: new Set(weekdays.slice(0, officeDays)),
    teleworkWeekdays: new Set(weekdays.slice(officeDays, officeDays + teleworking)),
    firstDay,
    lastDay,
    recordRate: RECORD_RATE[engagement],
    outingRate: 0.1 + random.next() * 0.2,
    errandRate: 0.05 + random.next() * 0.1,
    manualShare: participant.dataCollectionMethod === 'manual' ? 0.25 : 0.01,
    daysOff: drawDaysOff(random, firstDay, lastDay),
  };
}

function drawDaysOff(random: Random, firstDay: string, lastDay: string): Set<string> {
  const daysOff = new Set<string>();
  const addRange = (from: string, count: number) => {
    for (const day of listDays(from, shiftDay(from, count - 1))) daysOff.add(day);
  };
  for (let year = Number(firstDay.slice(0, 4)); year <= Number(lastDay.slice(0, 4)); year++) {
    addRange(shiftDay(`${year}-06-25`, random.int(0, 45)), 14);
    if (random.chance(0.8)) addRange(`${year}-12-24`, 10);
    if (random.chance(0.25)) addRange(`${year}-03-02`, 5);
  }
  return daysOff;
}

const minDay = (a: string, b: string) => (a < b ? a : b);
