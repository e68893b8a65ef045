import { z } from 'zod';

/**
 * The carpool map's departure areas: a fixed grid of 0.015° of latitude by 0.02° of longitude (about 1.7 km by
 * 1.5 km between 40° and 50° N), coarse enough that a cell holds many homes. A request's departure point is put
 * in its cell (in SQL, the same division), and only cells and their centres are ever sent, never the point.
 */
export const CARPOOL_AREA_CELL = { latDegrees: 0.015, lngDegrees: 0.02 } as const;

export type CarpoolAreaCell = { row: number; col: number };

/** The cell a point falls in. */
export function carpoolAreaCellOf(point: { lat: number; lng: number }): CarpoolAreaCell {
  return {
    row: Math.floor(point.lat / CARPOOL_AREA_CELL.latDegrees),
    col: Math.floor(point.lng / CARPOOL_AREA_CELL.lngDegrees),
  };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A cell as the maps send it: its key `row:col`, its centre and its outline (a closed ring of [lng, lat], as GeoJSON). */
export function carpoolAreaCellShape({ row, col }: CarpoolAreaCell) {
  const south = round6(row * CARPOOL_AREA_CELL.latDegrees);
  const north = round6((row + 1) * CARPOOL_AREA_CELL.latDegrees);
  const west = round6(col * CARPOOL_AREA_CELL.lngDegrees);
  const east = round6((col + 1) * CARPOOL_AREA_CELL.lngDegrees);
  return {
    cell: `${row}:${col}`,
    centre: { lat: round6((south + north) / 2), lng: round6((west + east) / 2) },
    ring: [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ] as [number, number][],
  };
}

/** A cell's role on the map: its participants drive, ride, or some of each (a request as both counts for both). */
export function carpoolAreaRole(counts: { drivers: number; riders: number }): 'driver' | 'rider' | 'both' {
  if (counts.drivers > 0 && counts.riders > 0) return 'both';
  return counts.drivers > 0 ? 'driver' : 'rider';
}

const point = z.object({ lat: z.number(), lng: z.number() });
const cellSchema = z.object({
  /** `row:col` of the grid (`CARPOOL_AREA_CELL`). */
  cell: z.string(),
  centre: point,
  /** The cell's outline, a closed ring of [lng, lat]. */
  ring: z.array(z.tuple([z.number(), z.number()])),
});

export const carpoolMapSchema = z.object({
  destination: point.extend({ name: z.string().nullable() }).nullable(),
  /** Where the event's matches meet, per cell: the matches and their distinct riders, cells under the threshold left out. */
  meetingPoints: z.array(cellSchema.extend({ matches: z.number().int(), participants: z.number().int() })),
  /** The departure areas, per cell: distinct drivers and riders, cells under the threshold left out. */
  areas: z.array(
    cellSchema.extend({
      role: z.enum(['driver', 'rider', 'both']),
      drivers: z.number().int(),
      riders: z.number().int(),
      count: z.number().int(),
    }),
  ),
  /** The city's map threshold (`mapMinParticipants`): the fewest distinct participants a cell needs to be shown. */
  threshold: z.number().int(),
  /** How many areas and meeting points the threshold left out (never which ones). */
  hiddenAreas: z.number().int(),
  hiddenMeetingPoints: z.number().int(),
  /** The basemap (`MAP_STYLE_URL`, or null for the offline style). */
  styleUrl: z.string().nullable(),
});
export type CarpoolMap = z.infer<typeof carpoolMapSchema>;

/**
 * The carpool layer of the city's and organisations' maps (`GET /api/maps/carpool-meeting-points`): where the
 * matches of the scope's events meet over a range, per cell of the same grid. A meet point is its rider's departure
 * point, so a cell is judged on its distinct riders, as on an event's map; the others are only counted.
 */
export const carpoolMeetingPointsSchema = z.object({
  /** The city's map threshold: the fewest distinct riders a cell needs to be shown. */
  minParticipants: z.number().int(),
  cells: z.array(
    cellSchema.extend({
      /** The events whose matches meet in the cell. */
      events: z.number().int(),
      matches: z.number().int(),
      riders: z.number().int(),
      drivers: z.number().int(),
    }),
  ),
  /** How many cells the threshold left out (never which ones). */
  suppressedCells: z.number().int(),
});
export type CarpoolMeetingPoints = z.infer<typeof carpoolMeetingPointsSchema>;
