import type { NewTrip } from '../db/schema/index.ts';
import { periodStart } from '@mobiverte/contracts';
import { activeDayBit } from '../stats-queries/active-days.ts';
import { distanceBandOf } from '../stats-queries/distance-bands.ts';
import { emptyMeasures as emptySessionMeasures } from '../stats-queries/measures.ts';
import type {
  DistanceRollup,
  Measures,
  ParticipantModeTotal,
  ParticipantPeriodRow,
  ParticipantRollup,
  ParticipantTotal,
  ScopeRollup,
} from './rollup-types.ts';

const emptyMeasures = (): Measures => ({ trips: 0, ...emptySessionMeasures() });

function addTrip(measures: Measures, trip: NewTrip) {
  measures.trips += 1;
  if (trip.counted) addSession(measures, trip);
}

/** Adds a sustainable trip's `sessions` and sums (distance-band rows hold only these; not-counted trips never go there). */
function addSession(measures: Omit<Measures, 'trips'>, trip: NewTrip) {
  measures.sessions += 1;
  measures.distanceM += trip.countedDistanceM ?? 0;
  measures.ghgMg += trip.ghgMg ?? 0;
  measures.greenpoints += trip.greenpoints ?? 0;
  measures.durationS += trip.durationS;
  measures.calories += trip.calories ?? 0;
}

/**
 * Sums a batch of stored trips into the rows the rollup tables receive: per day and per month, for the city,
 * the organisation and the branch the participant belonged to at the time of the trip (and, for the sustainable
 * trips, per band of recorded distance), and per participant (per year, under each trip's affiliation, with the
 * year's first day with a sustainable trip).
 */
export function buildRollups(rows: NewTrip[]) {
  const daily = new Map<string, ScopeRollup & { day: string }>();
  const monthly = new Map<string, ScopeRollup & { month: string }>();
  const participantDaily = new Map<string, ParticipantRollup & { day: string }>();
  const participantMonthly = new Map<string, ParticipantRollup & { month: string }>();
  const participantYearly = new Map<string, ParticipantRollup & { year: string }>();
  const participantPeriods = new Map<string, ParticipantPeriodRow>();
  const distanceDaily = new Map<string, DistanceRollup & { day: string }>();
  const distanceMonthly = new Map<string, DistanceRollup & { month: string }>();
  const participantTotals = new Map<string, ParticipantTotal>();
  const participantModeTotals = new Map<string, ParticipantModeTotal>();
  for (const trip of rows) {
    addToTotals(participantTotals, participantModeTotals, trip);
    const band = trip.counted ? distanceBandOf(trip.distanceM) : null;
    const day = trip.localDay;
    const month = periodStart('month', day);
    const scopes: [ScopeRollup['scopeType'], string | null | undefined][] = [
      ['city', trip.cityId],
      ['organisation', trip.organisationId],
      ['branch', trip.branchId],
    ];
    for (const [scopeType, scopeId] of scopes) {
      if (!scopeId) continue;
      const dayKey = `${scopeType}|${scopeId}|${day}|${trip.activityType}`;
      const dayRow = daily.get(dayKey) ?? {
        scopeType,
        scopeId,
        day,
        activityType: trip.activityType,
        ...emptyMeasures(),
      };
      addTrip(dayRow, trip);
      daily.set(dayKey, dayRow);
      const monthKey = `${scopeType}|${scopeId}|${month}|${trip.activityType}`;
      const monthRow = monthly.get(monthKey) ?? {
        scopeType,
        scopeId,
        month,
        activityType: trip.activityType,
        ...emptyMeasures(),
      };
      addTrip(monthRow, trip);
      monthly.set(monthKey, monthRow);
      if (band === null) continue;
      const base = { scopeType, scopeId, activityType: trip.activityType, distanceBand: band };
      const bandDayKey = `${dayKey}|${band}`;
      const bandDay = distanceDaily.get(bandDayKey) ?? { ...base, day, ...emptySessionMeasures() };
      addSession(bandDay, trip);
      distanceDaily.set(bandDayKey, bandDay);
      const bandMonthKey = `${monthKey}|${band}`;
      const bandMonth = distanceMonthly.get(bandMonthKey) ?? { ...base, month, ...emptySessionMeasures() };
      addSession(bandMonth, trip);
      distanceMonthly.set(bandMonthKey, bandMonth);
    }
    const affiliation = {
      participantId: trip.participantId,
      cityId: trip.cityId,
      organisationId: trip.organisationId ?? null,
      branchId: trip.branchId ?? null,
    };
    const pDay = participantDaily.get(`${trip.participantId}|${day}`) ?? { day, ...affiliation, ...emptyMeasures() };
    addTrip(pDay, trip);
    participantDaily.set(`${trip.participantId}|${day}`, { ...pDay, ...affiliation });
    const pMonth = participantMonthly.get(`${trip.participantId}|${month}`) ?? {
      month,
      ...affiliation,
      ...emptyMeasures(),
      activeDays: 0,
    };
    addTrip(pMonth, trip);
    if (trip.counted) pMonth.activeDays! |= activeDayBit(day);
    participantMonthly.set(`${trip.participantId}|${month}`, { ...pMonth, ...affiliation });
    const year = periodStart('year', day);
    const yearKey = `${trip.participantId}|${year}|${trip.cityId}|${trip.organisationId ?? ''}|${trip.branchId ?? ''}`;
    const pYear = participantYearly.get(yearKey) ?? {
      year,
      ...affiliation,
      ...emptyMeasures(),
      firstActiveDay: null,
    };
    addTrip(pYear, trip);
    if (trip.counted && (!pYear.firstActiveDay || day < pYear.firstActiveDay)) pYear.firstActiveDay = day;
    participantYearly.set(yearKey, pYear);
    if (!trip.counted) continue;
    for (const periodType of ['week', 'year'] as const) {
      const start = periodStart(periodType, day);
      const key = `${trip.participantId}|${periodType}|${start}`;
      const period = participantPeriods.get(key) ?? {
        participantId: trip.participantId,
        periodType,
        periodStart: start,
        sessions: 0,
      };
      period.sessions += 1;
      participantPeriods.set(key, period);
    }
  }
  return {
    participantTotals: sortedByKey(participantTotals),
    participantModeTotals: sortedByKey(participantModeTotals),
    daily: sortedByKey(daily),
    monthly: sortedByKey(monthly),
    participantDaily: sortedByKey(participantDaily),
    participantMonthly: sortedByKey(participantMonthly),
    participantYearly: sortedByKey(participantYearly),
    participantPeriods: sortedByKey(participantPeriods),
    distanceDaily: sortedByKey(distanceDaily),
    distanceMonthly: sortedByKey(distanceMonthly),
  };
}

/** The trip added to its participant's whole history, in all and for its mode. */
function addToTotals(totals: Map<string, ParticipantTotal>, modes: Map<string, ParticipantModeTotal>, trip: NewTrip) {
  const startedAt = new Date(trip.startTime);
  const total = totals.get(trip.participantId) ?? {
    participantId: trip.participantId,
    cityId: trip.cityId,
    lastTripAt: startedAt,
    ...emptyMeasures(),
  };
  addTrip(total, trip);
  if (startedAt > total.lastTripAt) total.lastTripAt = startedAt;
  totals.set(trip.participantId, total);
  const modeKey = `${trip.participantId}|${trip.activityType}`;
  const mode = modes.get(modeKey) ?? {
    participantId: trip.participantId,
    activityType: trip.activityType,
    ...emptyMeasures(),
  };
  addTrip(mode, trip);
  modes.set(modeKey, mode);
}

/**
 * Rows in the order of their keys: every transaction upserts shared rollup rows in the same order, so two
 * batches folding into the same days cannot deadlock.
 */
export function sortedByKey<T>(rows: Map<string, T>): T[] {
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
