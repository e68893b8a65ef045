import { describe, expect, it } from 'vitest';
import { corridorMapFixture, heatMapFixture } from '../testing/map-fixtures';
import { boundsOf } from '@/components/map/map-bounds';
import { cellsToGeoJson, corridorsToGeoJson, readCorridorModes, totalTrips } from './map-geojson';

describe('map GeoJSON', () => {
  it('places each cell at its centre with its figures', () => {
    const [first] = cellsToGeoJson(heatMapFixture.cells).features;
    expect(first).toEqual({
      type: 'Feature',
      id: '882b8d0001fffff',
      geometry: { type: 'Point', coordinates: [-75.71, 45.47] },
      properties: { cell: '882b8d0001fffff', trips: 120, participants: 18 },
    });
    expect(totalTrips(heatMapFixture.cells)).toBe(168);
  });

  it('draws the busiest corridor last and keeps its modes readable after a click', () => {
    const features = corridorsToGeoJson(corridorMapFixture.corridors).features;
    expect(features.map((feature) => feature.properties.trips)).toEqual([12, 64]);
    expect(readCorridorModes(features[1]!.properties.modes)).toEqual([
      { mode: 'bike', trips: 40 },
      { mode: 'walk', trips: 24 },
    ]);
    expect(readCorridorModes('{oops')).toEqual([]);
  });

  it('bounds every position, through polygons and lines', () => {
    expect(boundsOf([corridorsToGeoJson(corridorMapFixture.corridors)])).toEqual([
      [-75.72, 45.46],
      [-75.69, 45.48],
    ]);
    expect(boundsOf([{ features: [] }])).toBeNull();
  });
});
