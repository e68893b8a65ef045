import type { TransportMode } from '@mobiverte/contracts';
import type { Random } from '../random.ts';
import {
  COMMUTE_MIX,
  DEFAULT_COMMUTE_MIX,
  DEFAULT_SPEED_KMH,
  ERRAND_KM,
  MAX_COMMUTE_KM,
  OUTING_MIX,
  SNOW_ONLY_MODES,
  SPEED_KMH,
  WAIT_MINUTES,
} from '../seed-data/trip-modes.data.ts';
import { listDays, monthOf, toInstant, weekdayOf } from './calendar.builder.ts';
import { encodePolyline, type LatLng } from './polyline.builder.ts';
import { buildLoop, buildRoute, DETOUR_FACTOR, offsetPoint, spaceEvenly } from './routes.builder.ts';
import type { TripHabits } from './trip-habits.builder.ts';

const WORKDAY_MINUTES = 450;
const TELEWORK_KMH = 4.5;

export type PlannedTrip = {
  activityType: TransportMode;
  startTime: Date;
  endTime: Date;
  /** Metres. */
  distance: number;
  geometry: string | null;
  source: 'app' | 'manual';
};

export type CityCalendar = { timeZone: string; hasMetro: boolean; holidays: ReadonlySet<string>; now: Date };

/** A trip of the day before it is given its times: planned departure in local minutes after midnight. */
type Draft = { mode: TransportMode; km: number; departure: number; route: LatLng[] | null; minutes?: number };

const SICK_DAY_RATE = 0.03;
const LUNCH_WALK_RATE = 0.05;
const SHORT_HOP_RATE = 0.004;
const GAP_MINUTES = 5;

/**
 * A participant's trips, day by day, in chronological order and never overlapping: commutes on office days
 * (the mode changes with the season), telework sessions, lunch walks (some too short to count), short hops
 * (too brief), outings on days off (cycling in summer, skiing and snowshoes in winter) and errands by car
 * alone (never counted). Trips that would end after `now` are left out.
 */
export function planTrips(random: Random, habits: TripHabits, calendar: CityCalendar): PlannedTrip[] {
  const trips: PlannedTrip[] = [];
  for (const day of listDays(habits.firstDay, habits.lastDay)) {
    if (!random.chance(habits.recordRate)) continue;
    const weekday = weekdayOf(day);
    const workday = weekday >= 1 && weekday <= 5 && !calendar.holidays.has(day) && !habits.daysOff.has(day);
    if (workday && random.chance(SICK_DAY_RATE)) continue;
    const month = monthOf(day);
    const drafts = workday ? planWorkday(random, habits, calendar, weekday, month) : planDayOff(random, habits, month);
    let cursor = 0;
    for (const draft of drafts) {
      const departure = Math.max(draft.departure, cursor);
      const minutes = draft.minutes ?? travelMinutes(random, draft.mode, draft.km);
      const startTime = new Date(toInstant(day, departure, calendar.timeZone).getTime() + random.int(0, 59) * 1000);
      const endTime = new Date(startTime.getTime() + Math.round(minutes * 60) * 1000);
      cursor = departure + Math.ceil(minutes) + GAP_MINUTES;
      if (endTime > calendar.now) continue;
      const source = random.chance(habits.manualShare) ? 'manual' : 'app';
      trips.push({
        activityType: draft.mode,
        startTime,
        endTime,
        distance: Math.round(draft.km * 1000),
        geometry: source === 'app' && draft.route ? encodePolyline(spaceEvenly(draft.route)) : null,
        source,
      });
    }
  }
  return trips;
}

function planWorkday(
  random: Random,
  habits: TripHabits,
  calendar: CityCalendar,
  weekday: number,
  month: number,
): Draft[] {
  const drafts: Draft[] = [];
  if (habits.teleworkWeekdays.has(weekday)) {
    const km = habits.commuteKm * 2;
    drafts.push({
      mode: 'wfh',
      km,
      departure: 500 + random.int(0, 30),
      route: null,
      // A day at home: spread over the working day, as slow as the plausibility rules expect of telework.
      minutes: Math.max(WORKDAY_MINUTES, (km / TELEWORK_KMH) * 60) + random.int(0, 30),
    });
  } else if (habits.officeWeekdays.has(weekday)) {
    const mode = pickCommuteMode(random, habits, calendar, month);
    const back = random.chance(0.95) ? mode : pickCommuteMode(random, habits, calendar, month);
    drafts.push({
      mode,
      km: commuteKm(random, habits),
      departure: habits.morning + random.int(-12, 12),
      route: habits.toWork,
    });
    if (random.chance(SHORT_HOP_RATE)) {
      const km = 0.6 + random.next() * 0.3;
      drafts.push({
        mode: 'bike',
        km,
        departure: 600,
        route: buildRoute(random, habits.work, offsetPoint(habits.work, km, random.next() * 2 * Math.PI), 1),
        minutes: (95 + random.int(0, 20)) / 60,
      });
    }
    if (random.chance(LUNCH_WALK_RATE)) {
      const km = 0.25 + random.next() * 1.15;
      drafts.push({
        mode: 'walk',
        km,
        departure: 720 + random.int(0, 45),
        route: buildLoop(random, habits.work, km),
      });
    }
    drafts.push({
      mode: back,
      km: commuteKm(random, habits),
      departure: habits.evening + random.int(-20, 25),
      route: habits.toHome,
    });
  }
  if (random.chance(habits.errandRate / 3)) drafts.push(planErrand(random, habits, 1095 + random.int(0, 60)));
  return drafts;
}

function planDayOff(random: Random, habits: TripHabits, month: number): Draft[] {
  const drafts: Draft[] = [];
  if (random.chance(habits.outingRate)) {
    const winter = month < 4 || month > 10;
    const snow = month === 12 || month <= 3;
    const outing = random.pickWeighted(winter ? OUTING_MIX.winter : OUTING_MIX.season);
    const mode = SNOW_ONLY_MODES.includes(outing.mode) && !snow ? 'walk' : outing.mode;
    const km = outing.km[0] + (outing.km[1] - outing.km[0]) * random.next();
    const departure = 540 + random.int(0, 360);
    if (outing.loop) {
      drafts.push({ mode, km, departure, route: buildLoop(random, habits.home, km) });
    } else {
      const destination = offsetPoint(habits.home, km / DETOUR_FACTOR, random.next() * 2 * Math.PI);
      const route = buildRoute(random, habits.home, destination, 3);
      drafts.push({ mode, km, departure, route });
      drafts.push({
        mode,
        km: km * (0.95 + random.next() * 0.1),
        departure: departure + random.int(120, 240),
        route: [...route].reverse(),
      });
    }
  }
  if (random.chance(habits.errandRate)) drafts.push(planErrand(random, habits, 600 + random.int(0, 420)));
  return drafts.sort((a, b) => a.departure - b.departure);
}

function planErrand(random: Random, habits: TripHabits, departure: number): Draft {
  const km = ERRAND_KM[0] + (ERRAND_KM[1] - ERRAND_KM[0]) * random.next();
  return { mode: 'car', km, departure, route: buildLoop(random, habits.home, km) };
}

function pickCommuteMode(random: Random, habits: TripHabits, calendar: CityCalendar, month: number): TransportMode {
  const mix = COMMUTE_MIX[habits.usualMode] ?? DEFAULT_COMMUTE_MIX;
  const mode = random.pickWeighted(month >= 4 && month <= 10 ? mix.season : mix.winter);
  if (mode === 'metro' && !calendar.hasMetro) return 'bus';
  if ((MAX_COMMUTE_KM[mode] ?? Number.POSITIVE_INFINITY) < habits.commuteKm) return 'bus';
  return mode;
}

function commuteKm(random: Random, habits: TripHabits): number {
  return habits.commuteKm * (0.96 + random.next() * 0.1);
}

function travelMinutes(random: Random, mode: TransportMode, km: number): number {
  const [minWait, maxWait] = WAIT_MINUTES[mode] ?? [0, 0];
  const moving = (km / (SPEED_KMH[mode] ?? DEFAULT_SPEED_KMH)) * 60 * (0.9 + random.next() * 0.25);
  return moving + minWait + random.next() * (maxWait - minWait);
}
