import { describe, expect, it } from 'vitest';
import { postalAreaMapFixture } from '../testing/map-fixtures';
import { buildOfflineStyle, hatchPattern } from '@/components/map/offline-style';
import { cellRadiusPixels, corridorOverlay, heatOverlay, postalOverlay } from './map-layers';
import { EMPTY_COLLECTION } from '@/components/map/map-overlay';
import { cellsToGeoJson, corridorsToGeoJson, meetingCellsToGeoJson } from './map-geojson';
import { carpoolMeetingPointsFixture, heatMapFixture, corridorMapFixture } from '../testing/map-fixtures';

describe('buildOfflineStyle', () => {
  const style = buildOfflineStyle(postalAreaMapFixture.areas as GeoJSON.FeatureCollection);

  it('asks nothing of the network: no tiles, glyphs, sprite or address of any kind', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:|\/\/|mapbox:|pmtiles:/);
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
  });

  it('draws no text (it would need glyphs), only a background and the city areas', () => {
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line']);
  });

  it('keeps the same layers in the dark scheme, on a darker background', () => {
    const dark = buildOfflineStyle(null, 'dark');
    expect(dark.layers.map((layer) => layer.id)).toEqual(style.layers.map((layer) => layer.id));
    expect(dark.sources['basemap-areas']).toEqual({ type: 'geojson', data: EMPTY_COLLECTION });
  });
});

describe('overlays', () => {
  it('shows the heat as a density at low zoom and as cells at high zoom', () => {
    const overlay = heatOverlay(cellsToGeoJson(heatMapFixture.cells), 120, 8, 45.47);
    expect(overlay.layers.map((layer) => [layer.type, layer.minzoom, layer.maxzoom])).toEqual([
      ['heatmap', undefined, 14],
      ['circle', 12, undefined],
    ]);
    expect(overlay.sources['heat-cells']!.features).toHaveLength(3);
  });

  it('sizes a cell like an H3 hexagon: twice as wide one zoom in', () => {
    const at14 = cellRadiusPixels(8, 45.47, 14);
    expect(cellRadiusPixels(8, 45.47, 15)).toBeCloseTo(at14 * 2);
    // a res-8 hexagon (531 m edges) at 45° N, where a pixel is 3.4 m at zoom 14
    expect(at14).toBeCloseTo(137, 0);
  });

  it('draws carpool meeting squares under the corridors, empty while their layer is off', () => {
    const data = {
      corridors: corridorsToGeoJson(corridorMapFixture.corridors),
      starts: cellsToGeoJson(corridorMapFixture.starts),
      ends: cellsToGeoJson(corridorMapFixture.ends),
    };
    const overlay = corridorOverlay(data, { bike: '#2f9e44', bus: '#1971c2' }, 64);
    expect(overlay.layers.map((layer) => layer.id)).toEqual([
      'carpool-meeting-points-fill',
      'carpool-meeting-points-outline',
      'carpool-meeting-points-selected',
      'corridor-lines',
      'corridor-selected',
      'corridor-starts',
      'corridor-ends',
    ]);
    expect(overlay.sources['carpool-meeting-points']!.features).toEqual([]);
    const withMeetings = corridorOverlay(
      { ...data, meetingPoints: meetingCellsToGeoJson(carpoolMeetingPointsFixture.cells) },
      {},
      64,
      { meetingPoint: '3031:-3786' },
    );
    const [square] = withMeetings.sources['carpool-meeting-points']!.features;
    expect(square).toMatchObject({
      geometry: { type: 'Polygon', coordinates: [carpoolMeetingPointsFixture.cells[0]!.ring] },
      properties: { cell: '3031:-3786', events: 2, riders: 9, drivers: 4, matches: 14 },
    });
    expect(withMeetings.layers.find((layer) => layer.id === 'carpool-meeting-points-selected')).toMatchObject({
      filter: ['==', ['get', 'cell'], '3031:-3786'],
    });
    // The style spec knows no ['sqrt'] interpolation: the square root is taken of the input, interpolated linearly.
    const starts = overlay.layers.find((layer) => layer.id === 'corridor-starts') as { paint: Record<string, unknown> };
    expect(starts.paint['circle-radius']).toEqual(['interpolate', ['linear'], ['sqrt', ['get', 'trips']], 0, 3, 8, 14]);
  });

  it('hatches the areas without figures', () => {
    const overlay = postalOverlay(postalAreaMapFixture.areas as GeoJSON.FeatureCollection, 'participants', []);
    expect(overlay.layers.find((layer) => layer.id === 'postal-areas-suppressed')).toMatchObject({
      filter: ['!', ['has', 'participants']],
      paint: { 'fill-pattern': 'suppressed-hatch' },
    });
  });

  it('draws a hatch of diagonal lines', () => {
    const { width, height, data } = hatchPattern(4);
    expect([width, height, data.length]).toEqual([4, 4, 64]);
    const alpha = (x: number, y: number) => data[(y * 4 + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(200);
    expect(alpha(2, 0)).toBe(40);
    expect(alpha(1, 3)).toBe(200);
  });
});
