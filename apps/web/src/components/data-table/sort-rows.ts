export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | null | undefined;

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** Figures sort largest first, words from A (TanStack Table's rule, which the other tables follow). */
export function firstDirection(sample: SortValue): SortDirection {
  return typeof sample === 'string' ? 'asc' : 'desc';
}

/** A header's clicks: its first direction, the other one, then back to the server's order. */
export function nextSort(current: SortState | null, columnId: string, sample: SortValue): SortState | null {
  const first = firstDirection(sample);
  if (current?.columnId !== columnId) return { columnId, direction: first };
  if (current.direction === first) return { columnId, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
}

const compareValues = (a: SortValue, b: SortValue): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
};

/** The rows in the chosen order (a stable sort; missing values last either way), or as given without one. */
export function sortRows<T>(
  rows: readonly T[],
  value: ((row: T) => SortValue) | undefined,
  direction: SortDirection,
): T[] {
  if (!value) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((rowA, rowB) => {
    const a = value(rowA);
    const b = value(rowB);
    const aMissing = a === null || a === undefined;
    const bMissing = b === null || b === undefined;
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    return sign * compareValues(a, b);
  });
}
