import { describe, expect, it } from 'vitest';
import { firstDirection, nextSort, sortRows } from './sort-rows';

describe('nextSort', () => {
  it('sorts figures largest first, then smallest first, then back to the given order', () => {
    const first = nextSort(null, 'sessions', 12);
    expect(first).toEqual({ columnId: 'sessions', direction: 'desc' });
    const second = nextSort(first, 'sessions', 12);
    expect(second).toEqual({ columnId: 'sessions', direction: 'asc' });
    expect(nextSort(second, 'sessions', 12)).toBeNull();
  });

  it('sorts words from A first, and starts over on another column', () => {
    expect(firstDirection('Léa')).toBe('asc');
    expect(nextSort({ columnId: 'sessions', direction: 'asc' }, 'name', 'Léa')).toEqual({
      columnId: 'name',
      direction: 'asc',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'émile', branch: 'Lyon', trips: 3 },
    { name: 'Zoé', branch: null, trips: 10 },
    { name: 'adam', branch: 'Annecy', trips: 3 },
  ];

  it('orders numbers, keeping ties in the given order', () => {
    expect(sortRows(rows, (row) => row.trips, 'desc').map((row) => row.name)).toEqual(['Zoé', 'émile', 'adam']);
    expect(sortRows(rows, (row) => row.trips, 'asc').map((row) => row.name)).toEqual(['émile', 'adam', 'Zoé']);
  });

  it('orders words whatever their case and accents', () => {
    expect(sortRows(rows, (row) => row.name, 'asc').map((row) => row.name)).toEqual(['adam', 'émile', 'Zoé']);
  });

  it('puts missing values last in both directions', () => {
    expect(sortRows(rows, (row) => row.branch, 'asc').map((row) => row.branch)).toEqual(['Annecy', 'Lyon', null]);
    expect(sortRows(rows, (row) => row.branch, 'desc').map((row) => row.branch)).toEqual(['Lyon', 'Annecy', null]);
  });

  it('leaves the input untouched', () => {
    sortRows(rows, (row) => row.name, 'asc');
    expect(rows[0]!.name).toBe('émile');
  });
});
