import { describe, expect, it } from 'vitest';
import { sessionsTracksResponseSchema } from '@mobiverte/contracts';
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
    const parsed = JSON.parse(body);
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
    expect(JSON.parse(writeTracksJson([], { truncated: false, limit: 2000 }).body)).toEqual({
      data: { type: 'FeatureCollection', features: [] },
      truncated: false,
      limit: 2000,
    });
  });
});
