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

/**
 * The query of `GET /api/maps/heat`, `/api/maps/corridors` and `/api/maps/postal-areas`: exactly one of `cityId`
 * (city admins: their city) and `organisationId` (its admins, or the city's admins for one of their organisations).
 */
export const mapQuery = z
  .object({
    cityId: z.uuid().optional(),
    organisationId: z.uuid().optional(),
    startDate: calendarDay(),
    endDate: calendarDay(),
    hours: z
      .string()
      .refine((value) => parseHourWindow(value) !== null, 'Hours are a window such as 7-9, from 0 to 24')
      .optional(),
    modes: modeList.optional(),
  })
  .refine((query) => (query.cityId === undefined) !== (query.organisationId === undefined), {
    message: 'Give either cityId or organisationId',
    path: ['cityId'],
  });
export type MapQuery = z.infer<typeof mapQuery>;

/** One hexagon cell: its H3 index, its centre, and what crossed it. */
export type MapCell = {
  cell: string;
  lng: number;
  lat: number;
  trips: number;
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
};

/** A corridor: the trips that went from one cell to its neighbour, both shown only above the threshold. */
export type MapCorridor = {
  from: string;
  to: string;
  /** `[[lng, lat], [lng, lat]]`: the two cells' centres. */
  path: [[number, number], [number, number]];
  trips: number;
  participants: number;
  distanceKm: number;
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
