import { describe, expect, it } from 'vitest';
import { sessionsTracksResponseSchema, TRANSPORT_MODES } from '@mobiverte/contracts';
import { encodePolyline, type LatLng } from '../../demo/builders/polyline.builder.ts';
import { createRandom } from '../../demo/random.ts';
import { decodePolyline } from '../../lib/polyline.ts';
import { writeTracksJson } from './tracks-json.ts';

describe('writeTracksJson', () => {
  it('writes the GeoJSON the response schema describes, leaving out tracks that cannot be drawn', () => {
    const { body, features } = writeTracksJson(
      [
        { activityType: 'bike', geometry: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' },
        { activityType: 'walk', geometry: 'hello world' },
        { activityType: 'bus', geometry: '_p~iF~ps|U' },
        { activityType: 'carpool_electric_car', geometry: '_p~iF~ps|U_ulLnnqC' },
      ],
      { truncated: true, limit: 2000 },
    );
    expect(features).toBe(2);
    const parsed = JSON.parse(body.toString('utf8'));
    expect(sessionsTracksResponseSchema.parse(parsed)).toEqual(parsed);
    expect(parsed).toEqual({
      data: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                [-120.2, 38.5],
                [-120.95, 40.7],
                [-126.453, 43.252],
              ],
            },
            properties: { activityType: 'bike' },
          },
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                [-120.2, 38.5],
                [-120.95, 40.7],
              ],
            },
            properties: { activityType: 'carpool_electric_car' },
          },
        ],
      },
      truncated: true,
      limit: 2000,
    });
  });

  it('writes an empty collection', () => {
    expect(JSON.parse(writeTracksJson([], { truncated: false, limit: 2000 }).body.toString('utf8'))).toEqual({
      data: { type: 'FeatureCollection', features: [] },
      truncated: false,
      limit: 2000,
    });
  });

  it('writes the very text JSON.stringify writes for the decoded polylines, whatever the positions', () => {
    const random = createRandom(7, 'tracks-json');
    const degrees = (limit: number) => random.int(-limit * 100_000, limit * 100_000) / 100_000;
    for (let round = 0; round < 50; round++) {
      const rows = Array.from({ length: random.int(0, 40) }, () => {
        const points: LatLng[] = Array.from({ length: random.int(0, 12) }, () =>
          random.chance(0.1)
            ? [random.pick([0, 0.00001, -0.00001, 90, -90]), random.pick([0, 0.1, -0.1, 180, -180])]
            : [degrees(90), degrees(180)],
        );
        const geometry = random.chance(0.05) ? random.string(8, '?@_`~|{') : encodePolyline(points);
        return { activityType: random.pick(TRANSPORT_MODES), geometry };
      });
      const truncated = random.chance(0.5);
      const { body, features } = writeTracksJson(rows, { truncated, limit: 2000 });
      const drawn = rows.flatMap((row) => {
        const coordinates = decodePolyline(row.geometry);
        if (!coordinates || coordinates.length < 2) return [];
        const geometry = { type: 'LineString', coordinates };
        return [{ type: 'Feature', geometry, properties: { activityType: row.activityType } }];
      });
      const expected = { data: { type: 'FeatureCollection', features: drawn }, truncated, limit: 2000 };
      expect(body.toString('latin1')).toBe(JSON.stringify(expected));
      expect(features).toBe(drawn.length);
    }
  });
});
