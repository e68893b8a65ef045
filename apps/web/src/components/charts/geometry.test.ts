import { describe, expect, it } from 'vitest';
import {
  areaPath,
  arcPath,
  bandLayout,
  barPath,
  donutSegmentPath,
  linePath,
  linearScale,
  pieAngles,
  polarPoint,
  splitRuns,
  valuesUpTo,
} from './geometry';

/** The numbers of a path, to check where it goes. */
const numbers = (path: string) => (path.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('linearScale', () => {
  it('maps a domain onto a range, backwards for a y axis', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });

  it('maps an empty domain to the start of the range instead of dividing by zero', () => {
    expect(linearScale([5, 5], [10, 90])(5)).toBe(10);
  });
});

describe('bandLayout', () => {
  it('centres each bar in its slot and caps its width', () => {
    const bands = bandLayout(4, 400, { padding: 0.5, maxBand: 30 });
    expect(bands.step).toBe(100);
    expect(bands.band).toBe(30);
    expect(bands.center(0)).toBe(50);
    expect(bands.start(1)).toBe(135);
  });

  it('finds the slot under a pixel, clamped to the bars', () => {
    const bands = bandLayout(4, 400);
    expect(bands.indexAt(0)).toBe(0);
    expect(bands.indexAt(250)).toBe(2);
    expect(bands.indexAt(-10)).toBe(0);
    expect(bands.indexAt(1000)).toBe(3);
  });
});

describe('barPath', () => {
  it('draws nothing for an empty bar', () => {
    expect(barPath(0, 0, 10, 0, 4)).toBe('');
  });

  it('rounds a column’s top and stays within its box', () => {
    const path = barPath(10, 20, 30, 100, 4, 'up');
    expect(path.startsWith('M10,120V24A4,4')).toBe(true);
    const values = numbers(path);
    expect(Math.max(...values)).toBeLessThanOrEqual(120);
  });

  it('shrinks the radius of a short bar so the corners never overlap', () => {
    expect(barPath(0, 0, 30, 2, 4, 'up')).toContain('A2,2');
    expect(barPath(0, 0, 3, 20, 4, 'right')).toContain('A3,3');
  });
});

describe('linePath and areaPath', () => {
  const points = [{ x: 0, y: 50 }, { x: 10, y: 40 }, null, { x: 30, y: 10 }, { x: 40, y: 20 }, { x: 50, y: 0 }];

  it('splits the points into runs at missing values', () => {
    expect(splitRuns(points).map((run) => run.length)).toEqual([2, 3]);
    expect(splitRuns([null, null])).toEqual([]);
  });

  it('starts a new subpath after a gap instead of joining across it', () => {
    const path = linePath(points);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.startsWith('M0,50L10,40M30,10C')).toBe(true);
  });

  it('draws straight segments when asked', () => {
    expect(linePath(points, 'linear')).toBe('M0,50L10,40M30,10L40,20L50,0');
  });

  it('never overshoots the data with the monotone curve', () => {
    const flatThenUp = [
      { x: 0, y: 100 },
      { x: 10, y: 100 },
      { x: 20, y: 0 },
      { x: 30, y: 0 },
    ];
    const ys = numbers(linePath(flatThenUp)).filter((_, index) => index % 2 === 1);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
  });

  it('closes each run of two points or more down to the baseline', () => {
    const area = areaPath(points, 60);
    expect(area.match(/Z/g)).toHaveLength(2);
    expect(area).toContain('L10,60L0,60Z');
    expect(areaPath([{ x: 0, y: 1 }], 60)).toBe('');
  });
});

describe('arcs', () => {
  it('measures angles clockwise from 12 o’clock', () => {
    const right = polarPoint(50, 50, 10, Math.PI / 2);
    expect(right.x).toBeCloseTo(60);
    expect(right.y).toBeCloseTo(50);
    const top = polarPoint(50, 50, 10, 0);
    expect(top.y).toBeCloseTo(40);
  });

  it('shares a turn by value, skipping zeros and negatives', () => {
    const angles = pieAngles([1, 0, 3, -2]);
    expect(angles[0]).toEqual({ start: 0, end: Math.PI / 2 });
    expect(angles[1]!.end - angles[1]!.start).toBe(0);
    expect(angles[2]!.end).toBeCloseTo(2 * Math.PI);
    expect(angles[3]!.end - angles[3]!.start).toBe(0);
    expect(pieAngles([0, 0]).every((angle) => angle.end === 0)).toBe(true);
  });

  it('draws a segment as two arcs joined into a closed shape, the large-arc flag set past half a turn', () => {
    const small = donutSegmentPath(100, 100, 90, 60, 0, Math.PI / 2);
    expect(small.match(/A/g)).toHaveLength(2);
    expect(small).toContain('A90,90 0 0 1');
    expect(small.endsWith('Z')).toBe(true);
    expect(donutSegmentPath(100, 100, 90, 60, 0, (3 * Math.PI) / 2)).toContain('A90,90 0 1 1');
  });

  it('draws a whole ring as two halves on each radius', () => {
    const ring = donutSegmentPath(100, 100, 90, 60, 0, 2 * Math.PI);
    expect(ring.match(/A/g)).toHaveLength(4);
  });

  it('parts segments by a gap of the same width at both radii', () => {
    const path = donutSegmentPath(0, 0, 100, 50, 0, Math.PI / 2, 4);
    const [startX] = numbers(path);
    // The outer edge starts 2 px (half the gap) right of 12 o'clock.
    expect(startX).toBeCloseTo(2, 1);
  });

  it('strokes an open arc for a gauge', () => {
    expect(arcPath(50, 50, 40, -Math.PI / 2, Math.PI / 2)).toBe('M10,50A40,40 0 0 1 90,50');
  });
});

describe('valuesUpTo', () => {
  it('counts the points up to the last one with a value', () => {
    expect(valuesUpTo([{ value: 1 }, { value: null }, { value: 2 }, { value: null }, { value: null }])).toBe(3);
    expect(valuesUpTo([{ value: null }])).toBe(0);
    expect(valuesUpTo([])).toBe(0);
  });
});
