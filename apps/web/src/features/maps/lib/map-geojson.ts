import type { CarpoolMeetingPoints, MapCell, MapCorridor, TransportMode } from '@mobiverte/contracts';
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';

export type CellProperties = { cell: string; trips: number; participants: number };
export type CorridorProperties = {
  id: string;
  trips: number;
  participants: number;
  distanceKm: number;
  mainMode: TransportMode;
  /** Trips per mode, as JSON: maplibre keeps only flat properties. */
  modes: string;
};

/** The cells of a heat map or the start and end clusters as points at their centres. */
export function cellsToGeoJson(cells: readonly MapCell[]): FeatureCollection<Point, CellProperties> {
  return {
    type: 'FeatureCollection',
    features: cells.map(({ cell, lng, lat, trips, participants }): Feature<Point, CellProperties> => ({
      type: 'Feature',
      id: cell,
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: { cell, trips, participants },
    })),
  };
}

export type MeetingCellProperties = { cell: string; events: number; riders: number; drivers: number; matches: number };

/** The carpool meeting cells as their squares of the carpool grid (never a meet point). */
export function meetingCellsToGeoJson(
  cells: CarpoolMeetingPoints['cells'],
): FeatureCollection<Polygon, MeetingCellProperties> {
  return {
    type: 'FeatureCollection',
    features: cells.map(({ cell, ring, events, riders, drivers, matches }) => ({
      type: 'Feature',
      id: cell,
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: { cell, events, riders, drivers, matches },
    })),
  };
}

export const corridorId = (corridor: Pick<MapCorridor, 'from' | 'to'>) => `${corridor.from}>${corridor.to}`;

/** The corridors as lines between their cells' centres, busiest last so that they are drawn on top. */
export function corridorsToGeoJson(
  corridors: readonly MapCorridor[],
): FeatureCollection<LineString, CorridorProperties> {
  return {
    type: 'FeatureCollection',
    features: [...corridors]
      .sort((a, b) => a.trips - b.trips)
      .map((corridor) => ({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: corridor.path },
        properties: {
          id: corridorId(corridor),
          trips: corridor.trips,
          participants: corridor.participants,
          distanceKm: corridor.distanceKm,
          mainMode: corridor.mainMode,
          modes: JSON.stringify(corridor.modes),
        },
      })),
  };
}

/** The modes of a corridor read back from a clicked feature, busiest first. */
export function readCorridorModes(modes: unknown): { mode: TransportMode; trips: number }[] {
  let parsed: unknown = modes;
  if (typeof modes === 'string') {
    try {
      parsed = JSON.parse(modes);
    } catch {
      return [];
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(parsed)
    .filter((entry): entry is [TransportMode, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([mode, trips]) => ({ mode, trips }))
    .sort((a, b) => b.trips - a.trips);
}

/** The trips of a heat map, all cells together (for the comparison's figure). */
export function totalTrips(cells: readonly Pick<MapCell, 'trips'>[]): number {
  return cells.reduce((total, cell) => total + cell.trips, 0);
}
