import type { FeatureCollection, Point, Polygon } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { MapOverlay } from '@/components/map/map-overlay';
import type { CarpoolEventMap, CarpoolMapArea } from '../api/get-carpool-event-map';

export const AREA_ROLE_COLORS: Record<CarpoolMapArea['role'], string> = {
  driver: '#1971c2',
  rider: '#e8590c',
  both: '#7048e8',
};

export const AREAS_SOURCE = 'carpool-areas';
export const AREAS_FILL_LAYER = 'carpool-areas-fill';

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

/** The areas over the basemap, coloured by role, the selected one outlined thicker. */
export function carpoolMapOverlay(map: Pick<CarpoolEventMap, 'areas'>, selectedCell: string | null): MapOverlay {
  return {
    sources: { [AREAS_SOURCE]: areasToGeoJson(map.areas) },
    layers: [
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
