import { z } from 'zod';
import { TRANSPORT_MODES, type TransportMode } from './constants.ts';
import { calendarDay, line } from './text.ts';

/**
 * Maps (issue 19, spec §2 `/heat-map`, `/maps`, `/postalCodeMap`): where sustainable trips go, always aggregated on
 * the server into hexagon cells (H3) or postal areas. A cell or area reached by fewer than the city's
 * `minParticipants` distinct participants is never sent, in any answer, export or tooltip; start and end points are
 * snapped to cells so that no home can be found.
 */

/** The fewest distinct participants a cell, corridor or area needs to be shown, unless the city sets another. */
export const MAP_MIN_PARTICIPANTS_DEFAULT = 5;
export const MAP_MIN_PARTICIPANTS_MAX = 50;
/** The smallest threshold a city may set: below it, one participant's habits could be read from a cell. */
export const MAP_MIN_PARTICIPANTS_MIN = 3;
/** The longest range of one map request, in days (a year and a day for a leap year). */
export const MAP_MAX_RANGE_DAYS = 366;
/** The largest postal-area GeoJSON a city can upload. */
export const POSTAL_AREAS_MAX_BYTES = 20 * 1024 * 1024;
export const POSTAL_AREA_PROPERTY_MAX = 100;

/** `hours` as `7-9`: trips that start from 7:00 to 8:59 in the city's time zone; `22-6` wraps past midnight. */
export const MAP_HOURS_PATTERN = /^(\d{1,2})-(\d{1,2})$/;

export type HourWindow = { from: number; to: number };

/** The hours of `7-9` (from included, to excluded, 0–24), or null when the text is not such a window. */
export function parseHourWindow(hours: string): HourWindow | null {
  const match = MAP_HOURS_PATTERN.exec(hours);
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  if (from > 23 || to > 24 || to === 0 || from === to) return null;
  return { from, to };
}

/** Whether a local hour of the day (0–23) falls in the window; a window whose end is before its start wraps. */
export function isInHourWindow(hour: number, window: HourWindow): boolean {
  return window.from < window.to ? hour >= window.from && hour < window.to : hour >= window.from || hour < window.to;
}

/** The sustainable modes a map can show (the non-sustainable ones are never counted). */
export const MAP_MODES = TRANSPORT_MODES;

/** A comma-separated list of modes in a query string (`bike,walk`). */
const modeList = z.string().transform((value, context) => {
  const modes = value.split(',').filter(Boolean);
  for (const mode of modes) {
    if (!(MAP_MODES as readonly string[]).includes(mode)) {
      context.addIssue({ code: 'custom', message: `Unknown mode ${mode}` });
      return z.NEVER;
    }
  }
  return [...new Set(modes)] as TransportMode[];
});

const oneScope = (query: { cityId?: string; organisationId?: string }) =>
  (query.cityId === undefined) !== (query.organisationId === undefined);
const oneScopeIssue = { message: 'Give either cityId or organisationId', path: ['cityId'] };
/** Exactly one of `cityId` (city admins: their city) and `organisationId` (its admins, or the city's admins). */
const mapScopeFields = {
  cityId: z.uuid().optional(),
  organisationId: z.uuid().optional(),
  startDate: calendarDay(),
  endDate: calendarDay(),
};

/** The query of `GET /api/maps/heat`, `/api/maps/corridors` and `/api/maps/postal-areas`: a scope, days, hours, modes. */
export const mapQuery = z
  .object({
    ...mapScopeFields,
    hours: z
      .string()
      .refine((value) => parseHourWindow(value) !== null, 'Hours are a window such as 7-9, from 0 to 24')
      .optional(),
    modes: modeList.optional(),
  })
  .refine(oneScope, oneScopeIssue);
export type MapQuery = z.infer<typeof mapQuery>;

/** The query of a map layer that has no hours or modes (`GET /api/maps/carpool-meeting-points`): a scope and days. */
export const mapScopeQuery = z.object(mapScopeFields).refine(oneScope, oneScopeIssue);
export type MapScopeQuery = z.infer<typeof mapScopeQuery>;

/** One hexagon cell: its H3 index, its centre, and what crossed it. */
export type MapCell = {
  cell: string;
  lng: number;
  lat: number;
  trips: number;
  /** Distinct participants, counted up to `MAP_PARTICIPANTS_CAP` (that figure reads "at least"). */
  participants: number;
};

export type HeatMap = {
  /** The H3 resolution of the cells. */
  resolution: number;
  minParticipants: number;
  cells: MapCell[];
  /** How many cells were left out for having too few participants (never which ones). */
  suppressedCells: number;
  /** The largest `trips` of a shown cell, for the legend. */
  maxTrips: number;
  /** Participants are counted up to this many (`MAP_PARTICIPANTS_CAP`). */
  participantsCap?: number;
};

/** A corridor: the trips that went from one cell to its neighbour, both shown only above the threshold. */
export type MapCorridor = {
  from: string;
  to: string;
  /** `[[lng, lat], [lng, lat]]`: the two cells' centres. */
  path: [[number, number], [number, number]];
  trips: number;
  participants: number;
  /** Kilometres travelled on this corridor: its length times its trips. */
  distanceKm: number;
  /** The corridor's length, between the two cells' centres. */
  lengthKm?: number;
  /** Trips per mode on this corridor. */
  modes: Partial<Record<TransportMode, number>>;
  /** The mode with the most trips (the line's colour). */
  mainMode: TransportMode;
};

export type CorridorMap = {
  resolution: number;
  minParticipants: number;
  corridors: MapCorridor[];
  /** Start and end clusters: trips snapped to the cell where they started or ended. */
  starts: MapCell[];
  ends: MapCell[];
  suppressedCorridors: number;
  /** Start and end cells left out for having too few participants. */
  suppressedEndpoints?: number;
  /** Participants are counted up to this many (`MAP_PARTICIPANTS_CAP`). */
  participantsCap?: number;
};

/** The figures of one postal area (participants by their home's postal code). */
export type PostalAreaFigures = {
  code: string;
  participants: number;
  activeParticipants: number;
  /** Active participants over participants, 0–1. */
  activeShare: number;
  trips: number;
  ghgAvoidedKg: number;
};

export type PostalAreaMap = {
  minParticipants: number;
  /** The property of the uploaded features that holds their postal code; null when nothing was uploaded. */
  codeProperty: string | null;
  uploadedAt: string | null;
  /** The city's areas as GeoJSON polygons, each feature's `properties.code` set and its figures merged in. */
  areas: { type: 'FeatureCollection'; features: unknown[] };
  /** Areas under the threshold are in `areas` without figures; this counts them. */
  suppressedAreas: number;
};

/** The body of `PUT /api/cities/{cityId}/postal-areas`: a FeatureCollection of Polygons or MultiPolygons. */
export const postalAreasInput = z.object({
  codeProperty: line().trim().min(1).max(POSTAL_AREA_PROPERTY_MAX),
  geojson: z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()).min(1) }),
});
export type PostalAreasInput = z.infer<typeof postalAreasInput>;

/** What the map pages need before their first request: the basemap and where to look. */
export type MapConfig = {
  /** `MAP_STYLE_URL` when set; null: the offline style that ships with the product. */
  styleUrl: string | null;
  minParticipants: number;
  /** The city's centre and a zoom that shows it whole. */
  center: { lng: number; lat: number };
  zoom: number;
};

/**
 * The H3 resolution of every map cell: about 0.74 km² (edges of about 460 m), the size of a few city blocks. It
 * is fine enough to show which streets and bridges carry the trips, and coarse enough that a cell holds many homes
 * (a start or end snapped to it does not find a door) and that a month of a city is a few thousand cells.
 */
export const MAP_H3_RESOLUTION = 8;

/**
 * Distinct participants are counted up to this many per cell, corridor or area (a stored bin keeps at most this
 * many participants); a figure that reaches it reads "at least". It is the largest threshold a city may set, so
 * whether a bin reaches the threshold is always known exactly.
 */
export const MAP_PARTICIPANTS_CAP = MAP_MIN_PARTICIPANTS_MAX;

/** The error a map query's dates give, or null: the end before the start, or more than 366 days. */
export function mapRangeError(range: { startDate: string; endDate: string }): MapRangeErrorCode | null {
  if (range.endDate < range.startDate) return 'end_before_start';
  const days = (Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) / 86_400_000;
  return days + 1 > MAP_MAX_RANGE_DAYS ? 'map_range_too_long' : null;
}
export type MapRangeErrorCode = 'end_before_start' | 'map_range_too_long';

/** The local hours (0–23) a window holds; every hour without a window. */
export function hoursOfWindow(window: HourWindow | null): number[] {
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return window ? hours.filter((hour) => isInHourWindow(hour, window)) : hours;
}

/**
 * The union of participant sets each capped at `cap` (a set that reached the cap may have left members out),
 * capped again: its size is exactly min(distinct participants of the whole, cap). When the union holds fewer
 * than `cap`, no set reached the cap, so every set was complete and so is the union; when it reaches the cap, the
 * whole had at least that many. Stored bins compose by this rule, over days, months, hours, modes and scopes.
 */
export function mergeCappedParticipants<T>(sets: readonly (readonly T[])[], cap = MAP_PARTICIPANTS_CAP): T[] {
  const union = new Set<T>();
  for (const set of sets) {
    for (const member of set) {
      if (union.size >= cap) return [...union];
      union.add(member);
    }
  }
  return [...union];
}

/**
 * The bins a map may show: those whose distinct participants, in exactly the request's filtered set, reach the
 * threshold. The others are dropped whole (never their figures, never which ones): only their number is told.
 */
export function suppressBins<T extends { participants: number }>(
  bins: readonly T[],
  minParticipants: number,
): { shown: T[]; suppressed: number } {
  const shown = bins.filter((bin) => bin.participants >= minParticipants);
  return { shown, suppressed: bins.length - shown.length };
}

/**
 * Whether a postal area's figures may be shown: it has at least the threshold of participants, and its active
 * participants are none or at least the threshold (one active participant's trips are never an area's figures).
 */
export function showsPostalAreaFigures(area: { participants: number; activeParticipants: number }, min: number) {
  return area.participants >= min && (area.activeParticipants === 0 || area.activeParticipants >= min);
}

/** A postal code as areas are matched: upper case, without spaces or dashes (`h7t 1a1` → `H7T1A1`). */
export const compactPostalCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

/**
 * The area a home postal code belongs to: the area whose code is the longest prefix of it (a Canadian forward
 * sortation area `H7T` holds `H7T 1A1`; a French or German code matches itself), or null.
 */
export function postalAreaOf(postalCode: string, areaCodes: readonly string[]): string | null {
  const code = compactPostalCode(postalCode);
  let best: string | null = null;
  for (const area of areaCodes) {
    const prefix = compactPostalCode(area);
    if (
      prefix.length > 0 &&
      code.startsWith(prefix) &&
      (best === null || prefix.length > compactPostalCode(best).length)
    )
      best = area;
  }
  return best;
}

/** The zoom that shows a disc of `radiusKm` around the centre whole in a map about 800 px wide. */
export function mapZoomForRadius(radiusKm: number, latitude: number): number {
  const metresPerPixelAtZoom0 = 156_543.03 * Math.cos((latitude * Math.PI) / 180);
  const zoom = Math.log2((metresPerPixelAtZoom0 * 800) / (2 * Math.max(radiusKm, 1) * 1000));
  return Math.max(3, Math.min(15, Math.round(zoom * 10) / 10));
}

export const POSTAL_AREAS_MAX_FEATURES = 5_000;
export const POSTAL_AREA_CODE_MAX = 20;

export type PostalAreasErrorCode =
  'postal_areas_not_polygons' | 'postal_areas_code_missing' | 'postal_areas_duplicate_code' | 'postal_areas_over_limit';

export type PostalAreaGeometry =
  { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

const isPosition = (value: unknown) =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;
/** A closed ring of at least four positions (GeoJSON, RFC 7946 §3.1.6). */
const isRing = (value: unknown) => {
  if (!Array.isArray(value) || value.length < 4 || !value.every(isPosition)) return false;
  const [first, last] = [value[0] as number[], value.at(-1) as number[]];
  return first[0] === last[0] && first[1] === last[1];
};
const isPolygon = (value: unknown) => Array.isArray(value) && value.length >= 1 && value.every(isRing);

/**
 * Checks an uploaded FeatureCollection: every feature a Polygon or MultiPolygon of closed rings of longitude,
 * latitude positions, with the chosen property as a non-empty text or number of at most 20 characters, each code
 * once. Answers the areas (code and geometry, nothing else kept), or the first error and the feature it is in.
 */
export function readPostalAreas(
  geojson: PostalAreasInput['geojson'],
  codeProperty: string,
):
  | { ok: true; areas: { code: string; geometry: PostalAreaGeometry }[] }
  | { ok: false; code: PostalAreasErrorCode; feature: number } {
  if (geojson.features.length > POSTAL_AREAS_MAX_FEATURES)
    return { ok: false, code: 'postal_areas_over_limit', feature: 0 };
  const areas: { code: string; geometry: PostalAreaGeometry }[] = [];
  const seen = new Set<string>();
  for (const [index, feature] of geojson.features.entries()) {
    const { geometry, properties } = (feature ?? {}) as {
      geometry?: { type?: unknown; coordinates?: unknown };
      properties?: unknown;
    };
    const coordinates = geometry?.coordinates;
    const valid =
      (geometry?.type === 'Polygon' && isPolygon(coordinates)) ||
      (geometry?.type === 'MultiPolygon' &&
        Array.isArray(coordinates) &&
        coordinates.length >= 1 &&
        coordinates.every(isPolygon));
    if (!valid) return { ok: false, code: 'postal_areas_not_polygons', feature: index };
    const value =
      properties && typeof properties === 'object' ? (properties as Record<string, unknown>)[codeProperty] : undefined;
    const code = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (code.length === 0 || code.length > POSTAL_AREA_CODE_MAX)
      return { ok: false, code: 'postal_areas_code_missing', feature: index };
    if (seen.has(compactPostalCode(code))) return { ok: false, code: 'postal_areas_duplicate_code', feature: index };
    seen.add(compactPostalCode(code));
    areas.push({ code, geometry: { type: geometry!.type, coordinates } as PostalAreaGeometry });
  }
  return { ok: true, areas };
}
