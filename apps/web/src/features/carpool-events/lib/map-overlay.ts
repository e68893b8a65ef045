import { CARPOOL_AREA_CELL } from '@mobiverte/contracts';
import type { FeatureCollection, LineString, Point, Polygon } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { Bounds } from '@/components/map/map-bounds';
import type { MapOverlay } from '@/components/map/map-overlay';
import type { CarpoolEventMap, CarpoolMapArea } from '../api/get-carpool-event-map';

export const AREA_ROLE_COLORS: Record<CarpoolMapArea['role'], string> = {
  driver: '#1971c2',
  rider: '#e8590c',
  both: '#7048e8',
};

export const AREAS_SOURCE = 'carpool-areas';
export const AREAS_FILL_LAYER = 'carpool-areas-fill';
const GRID_SOURCE = 'carpool-grid';
const GRID_MARGIN_CELLS = 4;

type AreaProperties = Pick<CarpoolMapArea, 'cell' | 'role' | 'count' | 'drivers' | 'riders'>;

/** The departure areas as squares, coloured by their role. */
export function areasToGeoJson(areas: readonly CarpoolMapArea[]): FeatureCollection<Polygon, AreaProperties> {
  return {
    type: 'FeatureCollection',
    features: areas.map(({ cell, role, count, drivers, riders, ring }) => ({
      type: 'Feature',
      properties: { cell, role, count, drivers, riders },
      geometry: { type: 'Polygon', coordinates: [ring] },
    })),
  };
}

/** The destination and the meeting points (drawn as HTML markers, with their names), for the view's bounds. */
export function placesToGeoJson(map: Pick<CarpoolEventMap, 'destination' | 'meetingPoints'>): FeatureCollection<Point> {
  const places = [
    ...(map.destination ? [{ kind: 'destination', lng: map.destination.lng, lat: map.destination.lat }] : []),
    ...map.meetingPoints.map((point) => ({ kind: 'meeting', ...point.centre })),
  ];
  return {
    type: 'FeatureCollection',
    features: places.map(({ kind, lng, lat }) => ({
      type: 'Feature',
      properties: { kind },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    })),
  };
}

const roleColor = (): ExpressionSpecification => [
  'match',
  ['get', 'role'],
  'driver',
  AREA_ROLE_COLORS.driver,
  'rider',
  AREA_ROLE_COLORS.rider,
  AREA_ROLE_COLORS.both,
];

/** The grid the areas are cells of, a few cells past the view's bounds: where an area could be, at a glance. */
export function gridLines(bounds: Bounds | null): FeatureCollection<LineString> {
  if (!bounds) return { type: 'FeatureCollection', features: [] };
  const { latDegrees, lngDegrees } = CARPOOL_AREA_CELL;
  const [[west, south], [east, north]] = bounds;
  const rows = [Math.floor(south / latDegrees) - GRID_MARGIN_CELLS, Math.ceil(north / latDegrees) + GRID_MARGIN_CELLS];
  const cols = [Math.floor(west / lngDegrees) - GRID_MARGIN_CELLS, Math.ceil(east / lngDegrees) + GRID_MARGIN_CELLS];
  const line = (coordinates: [number, number][]) => ({
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'LineString' as const, coordinates },
  });
  const range = ([from, to]: number[]) => Array.from({ length: to! - from! + 1 }, (_, index) => from! + index);
  const [minLat, maxLat] = rows.map((row) => row * latDegrees) as [number, number];
  const [minLng, maxLng] = cols.map((col) => col * lngDegrees) as [number, number];
  return {
    type: 'FeatureCollection',
    features: [
      ...range(rows).map((row) =>
        line([
          [minLng, row * latDegrees],
          [maxLng, row * latDegrees],
        ]),
      ),
      ...range(cols).map((col) =>
        line([
          [col * lngDegrees, minLat],
          [col * lngDegrees, maxLat],
        ]),
      ),
    ],
  };
}

/** The grid, then the areas over it, coloured by role, the selected one outlined thicker. */
export function carpoolMapOverlay(
  map: Pick<CarpoolEventMap, 'areas'>,
  selectedCell: string | null,
  bounds: Bounds | null = null,
): MapOverlay {
  return {
    sources: { [GRID_SOURCE]: gridLines(bounds), [AREAS_SOURCE]: areasToGeoJson(map.areas) },
    layers: [
      {
        id: 'carpool-grid',
        type: 'line',
        source: GRID_SOURCE,
        paint: { 'line-color': '#868e96', 'line-opacity': 0.35, 'line-width': 1, 'line-dasharray': [2, 2] },
      },
      {
        id: AREAS_FILL_LAYER,
        type: 'fill',
        source: AREAS_SOURCE,
        paint: { 'fill-color': roleColor(), 'fill-opacity': 0.35 },
      },
      {
        id: 'carpool-areas-outline',
        type: 'line',
        source: AREAS_SOURCE,
        paint: { 'line-color': roleColor(), 'line-width': 1.5 },
      },
      {
        id: 'carpool-areas-selected',
        type: 'line',
        source: AREAS_SOURCE,
        filter: ['==', ['get', 'cell'], selectedCell ?? ''],
        paint: { 'line-color': '#212529', 'line-width': 3.5 },
      },
    ],
  };
}
