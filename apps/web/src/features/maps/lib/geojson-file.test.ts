import { POSTAL_AREAS_MAX_BYTES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { postalAreasFileFixture } from '../testing/map-fixtures';
import { isIncompleteProperty, readGeoJsonText } from './geojson-file';

describe('readGeoJsonText', () => {
  it('lists the properties of the features, most complete first, and suggests the one that names each area', () => {
    const read = readGeoJsonText(JSON.stringify(postalAreasFileFixture));
    expect(read).toMatchObject({ ok: true, features: 3, suggested: 'CP' });
    if (!read.ok) return;
    expect(read.properties.map(({ name, filled, distinct }) => ({ name, filled, distinct }))).toEqual([
      { name: 'CP', filled: 3, distinct: 3 },
      { name: 'NOM', filled: 3, distinct: 2 },
      { name: 'SUPERFICIE', filled: 2, distinct: 2 },
    ]);
    expect(read.properties[0]!.samples).toEqual(['J8X', 'J8Y', 'J8Z']);
    expect(isIncompleteProperty(read.properties[1]!, 3)).toBe(true);
    expect(isIncompleteProperty(read.properties[0]!, 3)).toBe(false);
  });

  it('refuses what is not a collection of polygons', () => {
    expect(readGeoJsonText('{ nope')).toEqual({ ok: false, error: 'not_json' });
    expect(readGeoJsonText('{"type":"Feature"}')).toEqual({ ok: false, error: 'not_feature_collection' });
    expect(readGeoJsonText('{"type":"FeatureCollection","features":[]}')).toEqual({ ok: false, error: 'no_features' });
    const point = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: {} }],
    };
    expect(readGeoJsonText(JSON.stringify(point))).toEqual({ ok: false, error: 'not_polygons' });
  });

  it('refuses a file over the limit before reading it', () => {
    expect(readGeoJsonText('{}', POSTAL_AREAS_MAX_BYTES + 1)).toEqual({ ok: false, error: 'too_large' });
  });

  it('suggests nothing when no property names each area once', () => {
    const noCode = {
      type: 'FeatureCollection',
      features: postalAreasFileFixture.features.map((feature) => ({ ...feature, properties: { NOM: 'Hull' } })),
    };
    expect(readGeoJsonText(JSON.stringify(noCode))).toMatchObject({ ok: true, suggested: null });
  });
});
