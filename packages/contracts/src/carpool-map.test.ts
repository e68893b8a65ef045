import { describe, expect, it } from 'vitest';
import { carpoolAreaCellOf, carpoolAreaCellShape, carpoolAreaRole } from './carpool-map.ts';

describe('the carpool map’s departure cells', () => {
  it('puts nearby points in one cell and sends its centre and outline, never the point', () => {
    const cell = carpoolAreaCellOf({ lat: 48.0512, lng: -0.7512 });
    expect(cell).toEqual({ row: 3203, col: -38 });
    expect(carpoolAreaCellOf({ lat: 48.0546, lng: -0.7421 })).toEqual(cell);
    expect(carpoolAreaCellOf({ lat: 48.0601, lng: -0.7512 })).not.toEqual(cell);
    const shape = carpoolAreaCellShape(cell);
    expect(shape.cell).toBe('3203:-38');
    expect(shape.centre).toEqual({ lat: 48.0525, lng: -0.75 });
    expect(shape.ring).toEqual([
      [-0.76, 48.045],
      [-0.74, 48.045],
      [-0.74, 48.06],
      [-0.76, 48.06],
      [-0.76, 48.045],
    ]);
  });

  it('holds points south of the equator and west of Greenwich in the cell below them', () => {
    expect(carpoolAreaCellOf({ lat: -0.001, lng: -0.001 })).toEqual({ row: -1, col: -1 });
    expect(carpoolAreaCellShape({ row: -1, col: -1 }).centre).toEqual({ lat: -0.0075, lng: -0.01 });
  });

  it('names a cell’s role from its drivers and riders', () => {
    expect(carpoolAreaRole({ drivers: 2, riders: 0 })).toBe('driver');
    expect(carpoolAreaRole({ drivers: 0, riders: 3 })).toBe('rider');
    expect(carpoolAreaRole({ drivers: 1, riders: 4 })).toBe('both');
  });
});
