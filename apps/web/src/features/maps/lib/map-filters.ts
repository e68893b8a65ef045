import {
  type DayRange,
  isPeriodKey,
  isValidDay,
  MAP_MODES,
  NON_SUSTAINABLE_MODES,
  parseHourWindow,
  type TransportMode,
} from '@mobiverte/contracts';
import {
  CHOICE_PERIODS,
  type ChoicePeriod,
  isCalendarPeriod,
  type PeriodChoice,
} from '@/components/period-filter/period-choice';

/** The modes a map offers: trips that count (working from home draws no line). */
export const MAP_FILTER_MODES: readonly TransportMode[] = MAP_MODES.filter(
  (mode) => !NON_SUSTAINABLE_MODES.includes(mode) && mode !== 'wfh',
);

/** The hours a planner asks about most: the morning and evening commutes. */
export const HOUR_PRESETS = { morning: '7-9', evening: '16-19' } as const;
export type HourPreset = keyof typeof HOUR_PRESETS;

export type MapPeriod = Exclude<ChoicePeriod, 'challenges'>;
export const MAP_PERIODS: readonly MapPeriod[] = CHOICE_PERIODS;

/** What a map shows, as kept in the page's URL so that a view can be shared and reloaded. */
export interface MapFilters extends PeriodChoice {
  period: MapPeriod;
  /** `7-9`; null for the whole day. */
  hours: string | null;
  /** None: every mode. */
  modes: TransportMode[];
  /** A city looks at one of its organisations; null for the whole city. */
  organisationId: string | null;
  /** The second period of the before/after comparison; null when not comparing. */
  compare: DayRange | null;
}

export const DEFAULT_MAP_FILTERS: MapFilters = {
  period: 'month',
  periodKey: null,
  startDate: null,
  endDate: null,
  hours: null,
  modes: [],
  organisationId: null,
  compare: null,
};

/** Whose trips a map shows: the city's, or one organisation's participants'. */
export type MapScope = { cityId: string } | { organisationId: string };

/** The query string of `GET /api/maps/heat`, `/corridors` and `/postal-areas`. */
export type MapQueryParams = {
  cityId?: string;
  organisationId?: string;
  startDate: string;
  endDate: string;
  hours?: string;
  modes?: string;
};

const RECORD_ID = /^[\w-]{1,64}$/;
const isMapPeriod = (value: string | null): value is MapPeriod => (MAP_PERIODS as readonly string[]).includes(value ?? '');
const isMapMode = (value: string): value is TransportMode => (MAP_FILTER_MODES as readonly string[]).includes(value);

/** The hours of a filter as they read: `7-9` stays, anything else is the whole day. */
export function readHours(value: string | null): string | null {
  return value && parseHourWindow(value) ? value : null;
}

/** Reads the filters from the URL query; anything malformed falls back to the current month, every mode. */
export function readMapFilters(search: URLSearchParams): MapFilters {
  const rawPeriod = search.get('period');
  const period = isMapPeriod(rawPeriod) ? rawPeriod : DEFAULT_MAP_FILTERS.period;
  const day = (name: string) => {
    const value = search.get(name);
    return value && isValidDay(value) ? value : null;
  };
  const periodKey = search.get('periodKey');
  const organisationId = search.get('organisationId');
  const compareStart = day('compareStart');
  const compareEnd = day('compareEnd');
  return {
    period,
    periodKey: isCalendarPeriod(period) && periodKey && isPeriodKey(period, periodKey) ? periodKey : null,
    startDate: period === 'range' ? day('startDate') : null,
    endDate: period === 'range' ? day('endDate') : null,
    hours: readHours(search.get('hours')),
    modes: [...new Set((search.get('modes') ?? '').split(',').filter(isMapMode))],
    organisationId: organisationId && RECORD_ID.test(organisationId) ? organisationId : null,
    compare: compareStart && compareEnd && compareStart <= compareEnd ? { startDate: compareStart, endDate: compareEnd } : null,
  };
}

const FILTER_PARAMS = [
  'period',
  'periodKey',
  'startDate',
  'endDate',
  'hours',
  'modes',
  'organisationId',
  'compareStart',
  'compareEnd',
] as const;

/** The URL query with the filters written in; other parameters are kept. */
export function writeMapFilters(search: URLSearchParams, filters: MapFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) next.delete(name);
  next.set('period', filters.period);
  if (isCalendarPeriod(filters.period) && filters.periodKey) next.set('periodKey', filters.periodKey);
  if (filters.period === 'range') {
    if (filters.startDate) next.set('startDate', filters.startDate);
    if (filters.endDate) next.set('endDate', filters.endDate);
  }
  if (filters.hours) next.set('hours', filters.hours);
  if (filters.modes.length > 0) next.set('modes', filters.modes.join(','));
  if (filters.organisationId) next.set('organisationId', filters.organisationId);
  if (filters.compare) {
    next.set('compareStart', filters.compare.startDate);
    next.set('compareEnd', filters.compare.endDate);
  }
  return next;
}

/** The query of one map request for a range of days; a city's filter on an organisation asks for that one. */
export function toMapQuery(
  filters: Pick<MapFilters, 'hours' | 'modes' | 'organisationId'>,
  scope: MapScope,
  range: DayRange,
): MapQueryParams {
  const owner: MapScope =
    'cityId' in scope && filters.organisationId ? { organisationId: filters.organisationId } : scope;
  return {
    ...owner,
    startDate: range.startDate,
    endDate: range.endDate,
    ...(filters.hours ? { hours: filters.hours } : {}),
    ...(filters.modes.length > 0 ? { modes: [...filters.modes].sort().join(',') } : {}),
  };
}

/** The hour window a preset or a custom pair of hours gives (`from` 0–23, `to` 1–24; `22-6` wraps). */
export function formatHours(from: number, to: number): string | null {
  const hours = `${from}-${to}`;
  return parseHourWindow(hours) ? hours : null;
}

/** Which preset the hours are, or `custom`, or `all_day`. */
export function hoursChoice(hours: string | null): HourPreset | 'custom' | 'all_day' {
  if (!hours) return 'all_day';
  const preset = (Object.keys(HOUR_PRESETS) as HourPreset[]).find((key) => HOUR_PRESETS[key] === hours);
  return preset ?? 'custom';
}
