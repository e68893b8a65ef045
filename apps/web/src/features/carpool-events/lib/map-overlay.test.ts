import { describe, expect, it } from 'vitest';
import { boundsOf } from '@/components/map/map-bounds';
import type { CarpoolEventMap } from '../api/get-carpool-event-map';
import { areasToGeoJson, carpoolMapOverlay, placesToGeoJson } from './map-overlay';

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
