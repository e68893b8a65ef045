import { describe, expect, it } from 'vitest';
import { encodePolyline } from './polyline.builder.ts';

describe('encodePolyline', () => {
  it('encodes the example of the format’s documentation', () => {
    const points = [
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ] as const;
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('encodes a single point and rounds to five decimals', () => {
    expect(encodePolyline([[0, 0]])).toBe('??');
    expect(encodePolyline([[-179.9832104, 0]])).toBe('`~oia@?');
  });
});
