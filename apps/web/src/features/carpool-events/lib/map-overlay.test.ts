import { describe, expect, it } from 'vitest';
import { boundsOf } from '@/components/map/map-bounds';
import type { CarpoolEventMap } from '../api/get-carpool-event-map';
import { areasToGeoJson, carpoolMapOverlay, gridLines, placesToGeoJson } from './map-overlay';

const area = {
  cell: '3203:-38',
  centre: { lat: 48.0525, lng: -0.75 },
  ring: [
    [-0.76, 48.045],
    [-0.74, 48.045],
    [-0.74, 48.06],
    [-0.76, 48.06],
    [-0.76, 48.045],
  ] as [number, number][],
  role: 'both' as const,
  drivers: 2,
  riders: 3,
  count: 4,
};
const map: Pick<CarpoolEventMap, 'areas' | 'destination' | 'meetingPoints'> = {
  areas: [area],
  destination: { lat: 48.07, lng: -0.77, name: 'Usine' },
  meetingPoints: [{ cell: area.cell, centre: area.centre, ring: area.ring, matches: 2, participants: 4 }],
};

describe('the carpool map’s overlay', () => {
  it('draws each area as its square with its role and counts, and outlines only the selected one', () => {
    const areas = areasToGeoJson(map.areas);
    expect(areas.features[0]).toMatchObject({
      properties: { cell: '3203:-38', role: 'both', count: 4, drivers: 2, riders: 3 },
      geometry: { type: 'Polygon', coordinates: [area.ring] },
    });
    const selected = carpoolMapOverlay(map, '3203:-38').layers.find((layer) => layer.id === 'carpool-areas-selected');
    expect(selected && 'filter' in selected ? selected.filter : null).toEqual(['==', ['get', 'cell'], '3203:-38']);
  });

  it('looks at the destination, the meeting points and the areas together', () => {
    expect(placesToGeoJson(map).features).toHaveLength(2);
    expect(boundsOf([areasToGeoJson(map.areas), placesToGeoJson(map)])).toEqual([
      [-0.77, 48.045],
      [-0.74, 48.07],
    ]);
  });
});

describe('the reference grid', () => {
  it('draws the cells’ lines a few cells past the bounds, none without bounds', () => {
    expect(gridLines(null).features).toEqual([]);
    const grid = gridLines([
      [-0.77, 48.045],
      [-0.74, 48.07],
    ]);
    // parallels of rows 3199 to 3209 (3203 to 3205, four more each side), meridians of columns -43 to -33
    expect(grid.features).toHaveLength(11 + 11);
    expect(grid.features[0]!.geometry.coordinates).toEqual([
      [-0.86, 3199 * 0.015],
      [-0.66, 3199 * 0.015],
    ]);
  });
});
