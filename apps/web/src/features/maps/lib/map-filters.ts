import {
  addDays,
  type DayRange,
  formatPeriodKey,
  isValidDay,
  MAP_MODES,
  NON_SUSTAINABLE_MODES,
  parseHourWindow,
  periodKeyRange,
  previousRange,
  type TransportMode,
} from '@mobiverte/contracts';

/** The modes a map offers: trips that count (working from home draws no line). */
export const MAP_FILTER_MODES: readonly TransportMode[] = MAP_MODES.filter(
  (mode) => !NON_SUSTAINABLE_MODES.includes(mode) && mode !== 'wfh',
);

/** The hours a planner asks about most: the morning and evening commutes. */
export const HOUR_PRESETS = { morning: '7-9', evening: '16-19' } as const;
export type HourPreset = keyof typeof HOUR_PRESETS;

/**
 * The ranges a planner asks for most, from today. The maps keep their own range rather than the dashboards'
 * period control: sharing its module would split the dashboards' chunks and weigh on the first load.
 */
export const RANGE_PRESETS = ['this_month', 'last_month', 'last_90_days', 'this_year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export function presetRange(preset: RangePreset, today: string): DayRange {
  const month = periodKeyRange('month', formatPeriodKey('month', today))!;
  if (preset === 'this_month') return { startDate: month.startDate, endDate: today };
  if (preset === 'last_month') return previousRange(month);
  if (preset === 'last_90_days') return { startDate: addDays(today, -89), endDate: today };
  return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
}

/** Which preset a range is, if any. */
export function rangePresetOf(range: DayRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
    }) ?? null
  );
}

/** What a map shows, as kept in the page's URL so that a view can be shared and reloaded. */
export interface MapFilters {
  /** Both set, or both null for the current month. */
  startDate: string | null;
  endDate: string | null;
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
const isMapMode = (value: string): value is TransportMode => (MAP_FILTER_MODES as readonly string[]).includes(value);

/** The hours of a filter as they read: `7-9` stays, anything else is the whole day. */
export function readHours(value: string | null): string | null {
  return value && parseHourWindow(value) ? value : null;
}

/** Reads the filters from the URL query; anything malformed falls back to the current month, every mode. */
export function readMapFilters(search: URLSearchParams): MapFilters {
  const day = (name: string) => {
    const value = search.get(name);
    return value && isValidDay(value) ? value : null;
  };
  const organisationId = search.get('organisationId');
  const startDate = day('startDate');
  const endDate = day('endDate');
  const compareStart = day('compareStart');
  const compareEnd = day('compareEnd');
  const both = startDate !== null && endDate !== null;
  return {
    startDate: both ? startDate : null,
    endDate: both ? endDate : null,
    hours: readHours(search.get('hours')),
    modes: [...new Set((search.get('modes') ?? '').split(',').filter(isMapMode))],
    organisationId: organisationId && RECORD_ID.test(organisationId) ? organisationId : null,
    compare:
      compareStart && compareEnd && compareStart <= compareEnd
        ? { startDate: compareStart, endDate: compareEnd }
        : null,
  };
}

const FILTER_PARAMS = [
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
  if (filters.startDate && filters.endDate) {
    next.set('startDate', filters.startDate);
    next.set('endDate', filters.endDate);
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

/** The days the filters cover (the current month by default); null while they end before they start. */
export function getMapRange(filters: Pick<MapFilters, 'startDate' | 'endDate'>, today: string): DayRange | null {
  if (!filters.startDate || !filters.endDate) return presetRange('this_month', today);
  return filters.startDate <= filters.endDate ? { startDate: filters.startDate, endDate: filters.endDate } : null;
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
