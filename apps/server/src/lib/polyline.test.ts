import { describe, expect, it } from 'vitest';
import { decodePolyline } from './polyline.ts';

describe('decodePolyline', () => {
  it("decodes Google's documented example into [longitude, latitude] positions", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
  });

  it('decodes an empty string to no position', () => {
    expect(decodePolyline('')).toEqual([]);
  });

  it('refuses strings that are not polylines', () => {
    expect(decodePolyline('_p~iF~ps|U_ulL')).toBeNull();
    expect(decodePolyline('hello world')).toBeNull();
    expect(decodePolyline('~~~~~~~~~~~~~~')).toBeNull();
  });
});
