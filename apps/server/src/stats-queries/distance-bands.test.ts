import { describe, expect, it } from 'vitest';
import { bandsOf, distanceBandOf } from './distance-bands.ts';

describe('distance bands', () => {
  it('keeps whole kilometres apart from the distances strictly between them', () => {
    expect([0, 1, 999, 1000, 1001, 1999, 2000, 2001].map(distanceBandOf)).toEqual([0, 1, 1, 2, 3, 3, 4, 5]);
  });

  it('answers whole-km bounds, both included, with exactly the bands of the distances between them', () => {
    const inBands = (distanceM: number, minKm?: number, maxKm?: number) => {
      const { from, to } = bandsOf(minKm, maxKm);
      const band = distanceBandOf(distanceM);
      return band >= from && (to === null || band <= to);
    };
    for (let distanceM = 0; distanceM <= 12_000; distanceM += 1) {
      for (const [minKm, maxKm] of [
        [2, 10],
        [5, 5],
        [0, 1],
        [3, undefined],
        [undefined, 4],
      ] as const) {
        const expected = distanceM >= (minKm ?? 0) * 1000 && (maxKm === undefined || distanceM <= maxKm * 1000);
        expect(inBands(distanceM, minKm, maxKm), `${distanceM} m in [${minKm}, ${maxKm}] km`).toBe(expected);
      }
    }
  });
});
