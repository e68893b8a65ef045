import { isPeriodKey, isValidDay, type OwnerType, type Period } from '@mobiverte/contracts';
import {
  CHOICE_PERIODS,
  getEffectivePeriodKey,
  getShownRange,
  isCalendarPeriod,
  type PeriodChoice,
} from '@/components/period-filter/period-choice';

/** The periods the dashboards offer: calendar periods, a range, or the days and participants of a challenge. */
export const STATS_PERIODS = [...CHOICE_PERIODS, 'challenges'] as const satisfies readonly Period[];
/** Without challenges to choose from, the choice is left out. */
export const STATS_PERIODS_WITHOUT_CHALLENGES = CHOICE_PERIODS satisfies readonly Period[];
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 'month';

/** What the dashboard shows, as kept in the page's URL query so that a view can be shared and reloaded. */
export interface StatsFilters extends PeriodChoice {
  period: StatsPeriod;
  branchId: string | null;
  challengeId: string | null;
}

export interface StatsOwner {
  ownerType: OwnerType;
  ownerId: string;
}

/** An owner, narrowed to one of its branches when the dashboard's filters select one (the alerts card). */
export interface StatsOwnerOrBranch extends StatsOwner {
  branchId?: string;
}

/** The common query of the statistics endpoints, as strings ready for the URL. */
export interface StatsParams extends StatsOwner {
  period: StatsPeriod;
  periodKey?: string;
  startDate?: string;
  endDate?: string;
  branchId?: string;
  challenge?: string;
}

const FILTER_PARAMS = ['period', 'periodKey', 'startDate', 'endDate', 'branchId', 'challenge'] as const;
const RECORD_ID = /^[\w-]{1,64}$/;

function isStatsPeriod(value: string | null): value is StatsPeriod {
  return (STATS_PERIODS as readonly string[]).includes(value ?? '');
}

/** Reads the filters from the URL query; anything malformed falls back to the current month, all branches. */
export function readStatsFilters(search: URLSearchParams): StatsFilters {
  const rawPeriod = search.get('period');
  const period = isStatsPeriod(rawPeriod) ? rawPeriod : DEFAULT_STATS_PERIOD;
  const day = (name: string) => {
    const value = search.get(name);
    return value && isValidDay(value) ? value : null;
  };
  const periodKey = search.get('periodKey');
  const branchId = search.get('branchId');
  const challengeId = search.get('challenge');
  return {
    period,
    periodKey: isCalendarPeriod(period) && periodKey && isPeriodKey(period, periodKey) ? periodKey : null,
    startDate: period === 'range' ? day('startDate') : null,
    endDate: period === 'range' ? day('endDate') : null,
    branchId: branchId && RECORD_ID.test(branchId) ? branchId : null,
    challengeId: period === 'challenges' && challengeId && RECORD_ID.test(challengeId) ? challengeId : null,
  };
}

/** The URL query with the filters written in; other parameters (the open tab) are kept. */
export function writeStatsFilters(search: URLSearchParams, filters: StatsFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) next.delete(name);
  next.set('period', filters.period);
  if (isCalendarPeriod(filters.period) && filters.periodKey) next.set('periodKey', filters.periodKey);
  if (filters.period === 'range') {
    if (filters.startDate) next.set('startDate', filters.startDate);
    if (filters.endDate) next.set('endDate', filters.endDate);
  }
  if (filters.period === 'challenges' && filters.challengeId) next.set('challenge', filters.challengeId);
  if (filters.branchId) next.set('branchId', filters.branchId);
  return next;
}

/**
 * The query of every statistics call. Calendar periods always carry their key (so that the cache is per
 * period); a range carries both dates, a challenge its id; no query is made while a range is incomplete or no
 * challenge is chosen.
 */
export function buildStatsParams(owner: StatsOwner, filters: StatsFilters, today: string): StatsParams | null {
  const branch = filters.branchId ? { branchId: filters.branchId } : {};
  if (filters.period === 'challenges') {
    return filters.challengeId ? { ...owner, period: 'challenges', challenge: filters.challengeId, ...branch } : null;
  }
  if (isCalendarPeriod(filters.period)) {
    const periodKey = getEffectivePeriodKey(filters, today) ?? undefined;
    return { ...owner, period: filters.period, periodKey, ...branch };
  }
  const range = getShownRange(filters, today);
  return range ? { ...owner, period: 'range', ...range, ...branch } : null;
}

/**
 * The branch filter applies only to a branch the organisation has. While the list loads (null) the URL's
 * branch is trusted; once it is known, an unknown branch (or a list that could not be read) means all branches.
 */
/** The owner of the week's alerts: the dashboard's owner, or the branch its filters select. */
export function alertsOwner(owner: StatsOwner, filters: Pick<StatsFilters, 'branchId'>): StatsOwnerOrBranch {
  return filters.branchId ? { ...owner, branchId: filters.branchId } : owner;
}

export function keepKnownBranch(filters: StatsFilters, branchIds: readonly string[] | null): StatsFilters {
  if (!filters.branchId || branchIds === null || branchIds.includes(filters.branchId)) return filters;
  return { ...filters, branchId: null };
}
