import type { TransportMode } from '@mobiverte/contracts';
import type { LayerSpecification } from 'maplibre-gl';
import type { MapOverlay } from '@/components/map/map-overlay';
import {
  CHOROPLETH_COLORS,
  heatLegend,
  type LegendStep,
  modeColorExpression,
  stepExpression,
  SUPPRESSED_COLOR,
} from './color-scales';

export const HEAT_SOURCE = 'heat-cells';
export const CORRIDOR_SOURCE = 'corridors';
export const STARTS_SOURCE = 'corridor-starts';
export const ENDS_SOURCE = 'corridor-ends';
/** Carpool meeting points: the squares of the carpool grid where matches meet, under the corridors' lines. */
export const CARPOOL_SOURCE = 'carpool-meeting-points';
export const CARPOOL_LAYER = 'carpool-meeting-points-fill';
export const CARPOOL_COLOR = '#f59f00';
export const POSTAL_SOURCE = 'postal-areas';
export const CORRIDOR_LAYER = 'corridor-lines';
export const HATCH_IMAGE = 'suppressed-hatch';
export const START_COLOR = '#1c7ed6';
export const END_COLOR = '#ae3ec9';

/** Where the heat map turns from a blurred density into one circle per cell. */
const DETAIL_ZOOM = 13;
/** Average edge of an H3 hexagon per resolution, in metres (h3geo.org's table). */
const H3_EDGE_METRES: Record<number, number> = { 6: 3725, 7: 1406, 8: 531, 9: 201, 10: 76, 11: 29 };
/** Metres per pixel at zoom 0 on the equator, for maplibre's 512-pixel world. */
const METRES_PER_PIXEL_Z0 = 40_075_016.686 / 512;

/**
 * The radius in pixels, at `zoom`, of the circle inscribed in a hexagon of that resolution at that latitude:
 * neighbouring cells touch without overlapping.
 */
export function cellRadiusPixels(resolution: number, latitude: number, zoom: number): number {
  const inscribed = (H3_EDGE_METRES[resolution] ?? H3_EDGE_METRES[8]!) * (Math.sqrt(3) / 2);
  return inscribed / ((METRES_PER_PIXEL_Z0 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom);
}

/**
 * The heat map: a density of the cells weighted by their trips up to zoom 13, then one circle per hexagon,
 * coloured by its trips on the legend's steps (the same steps for both periods of a comparison).
 */
export function heatLayers(steps: readonly LegendStep[], maxTrips: number, resolution: number, latitude: number) {
  const radiusAt = (zoom: number) => cellRadiusPixels(resolution, latitude, zoom);
  const layers: LayerSpecification[] = [
    {
      id: 'heat-density',
      type: 'heatmap',
      source: HEAT_SOURCE,
      maxzoom: DETAIL_ZOOM + 1,
      paint: {
        'heatmap-weight': ['/', ['get', 'trips'], Math.max(maxTrips, 1)],
        'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 8, 1, DETAIL_ZOOM, 2],
        'heatmap-radius': ['interpolate', ['exponential', 2], ['zoom'], 8, 6, DETAIL_ZOOM, 40],
        'heatmap-color': [
          'interpolate',
          ['linear'],
          ['heatmap-density'],
          0,
          'rgba(255,255,178,0)',
          0.15,
          '#ffffb2',
          0.35,
          '#fecc5c',
          0.55,
          '#fd8d3c',
          0.75,
          '#f03b20',
          1,
          '#bd0026',
        ],
        'heatmap-opacity': ['interpolate', ['linear'], ['zoom'], DETAIL_ZOOM - 1, 0.85, DETAIL_ZOOM + 1, 0],
      },
    } as LayerSpecification,
    {
      id: 'heat-cells',
      type: 'circle',
      source: HEAT_SOURCE,
      minzoom: DETAIL_ZOOM - 1,
      paint: {
        'circle-color': stepExpression('trips', steps, SUPPRESSED_COLOR),
        'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 10, radiusAt(10), 20, radiusAt(20)],
        'circle-opacity': ['interpolate', ['linear'], ['zoom'], DETAIL_ZOOM - 1, 0, DETAIL_ZOOM + 1, 0.75],
        'circle-stroke-width': 1,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-opacity': ['interpolate', ['linear'], ['zoom'], DETAIL_ZOOM - 1, 0, DETAIL_ZOOM + 1, 0.6],
      },
    } as LayerSpecification,
  ];
  return layers;
}

/** The heat legend and layers of a map whose busiest cell has `maxTrips` trips. */
export function heatOverlay(
  cells: GeoJSON.FeatureCollection,
  maxTrips: number,
  resolution: number,
  latitude: number,
): MapOverlay {
  return {
    sources: { [HEAT_SOURCE]: cells },
    layers: heatLayers(heatLegend(maxTrips), maxTrips, resolution, latitude),
  };
}

/**
 * Corridors as lines coloured by their main mode and as wide as their trips; start and end clusters as circles;
 * carpool meeting cells (empty while their layer is off) as squares under the lines.
 */
export function corridorOverlay(
  data: {
    corridors: GeoJSON.FeatureCollection;
    starts: GeoJSON.FeatureCollection;
    ends: GeoJSON.FeatureCollection;
    meetingPoints?: GeoJSON.FeatureCollection;
  },
  modeColors: Partial<Record<TransportMode, string>>,
  maxTrips: number,
  selected: { corridor?: string | null; meetingPoint?: string | null } = {},
): MapOverlay {
  const width = ['interpolate', ['linear'], ['get', 'trips'], 0, 1.5, Math.max(maxTrips, 1), 9];
  // A circle's area grows with its trips: its radius is linear in their square root (maplibre interpolates only
  // linear, exponential or cubic-bezier).
  const clusterRadius = [
    'interpolate',
    ['linear'],
    ['sqrt', ['get', 'trips']],
    0,
    3,
    Math.sqrt(Math.max(maxTrips, 1)),
    14,
  ];
  return {
    sources: {
      [CORRIDOR_SOURCE]: data.corridors,
      [STARTS_SOURCE]: data.starts,
      [ENDS_SOURCE]: data.ends,
      [CARPOOL_SOURCE]: data.meetingPoints ?? { type: 'FeatureCollection', features: [] },
    },
    layers: [
      {
        id: CARPOOL_LAYER,
        type: 'fill',
        source: CARPOOL_SOURCE,
        paint: { 'fill-color': CARPOOL_COLOR, 'fill-opacity': 0.4 },
      },
      {
        id: 'carpool-meeting-points-outline',
        type: 'line',
        source: CARPOOL_SOURCE,
        paint: { 'line-color': '#e67700', 'line-width': 1.5 },
      },
      {
        id: 'carpool-meeting-points-selected',
        type: 'line',
        source: CARPOOL_SOURCE,
        filter: ['==', ['get', 'cell'], selected.meetingPoint ?? ''],
        paint: { 'line-color': '#212529', 'line-width': 3 },
      } as LayerSpecification,
      {
        id: CORRIDOR_LAYER,
        type: 'line',
        source: CORRIDOR_SOURCE,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': modeColorExpression('mainMode', modeColors, SUPPRESSED_COLOR),
          'line-width': width,
          'line-opacity': 0.85,
        },
      } as LayerSpecification,
      {
        id: 'corridor-selected',
        type: 'line',
        source: CORRIDOR_SOURCE,
        filter: ['==', ['get', 'id'], selected.corridor ?? ''],
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': '#212529', 'line-width': 3, 'line-gap-width': 6 },
      } as LayerSpecification,
      {
        id: 'corridor-starts',
        type: 'circle',
        source: STARTS_SOURCE,
        paint: {
          'circle-color': START_COLOR,
          'circle-opacity': 0.55,
          'circle-radius': clusterRadius,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      } as LayerSpecification,
      {
        id: 'corridor-ends',
        type: 'circle',
        source: ENDS_SOURCE,
        paint: {
          'circle-color': END_COLOR,
          'circle-opacity': 0.55,
          'circle-radius': clusterRadius,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      } as LayerSpecification,
    ],
  };
}

/**
 * The choropleth of the postal areas on one measure: areas with figures coloured on the legend's steps, areas
 * under the threshold (no figures) grey and hatched.
 */
export function postalOverlay(
  areas: GeoJSON.FeatureCollection,
  measure: string,
  steps: readonly LegendStep[],
): MapOverlay {
  const hasFigures = ['has', measure];
  return {
    sources: { [POSTAL_SOURCE]: areas },
    layers: [
      {
        id: 'postal-areas-fill',
        type: 'fill',
        source: POSTAL_SOURCE,
        filter: hasFigures,
        paint: {
          'fill-color': stepExpression(measure, steps.length ? steps : [], CHOROPLETH_COLORS[0]),
          'fill-opacity': 0.8,
        },
      } as LayerSpecification,
      {
        id: 'postal-areas-suppressed',
        type: 'fill',
        source: POSTAL_SOURCE,
        filter: ['!', hasFigures],
        paint: { 'fill-pattern': HATCH_IMAGE, 'fill-opacity': 0.9 },
      } as LayerSpecification,
      {
        id: 'postal-areas-outline',
        type: 'line',
        source: POSTAL_SOURCE,
        paint: { 'line-color': '#495057', 'line-width': 1 },
      },
    ],
  };
}
