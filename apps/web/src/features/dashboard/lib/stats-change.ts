/** How a figure moved against the previous period of the same length. */
export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

export interface Change {
  direction: ChangeDirection;
  /** Relative change (0.12 for +12 %); null when there is nothing to compare with. */
  ratio: number | null;
}

/** Changes that round to 0 % are shown as stable. */
const FLAT_BELOW = 0.005;

/**
 * Change of a figure against the previous period. A previous value of zero (or a missing one) gives no
 * comparison at all: any growth from nothing would be an infinite percentage.
 */
export function computeChange(current: number, previous: number | null | undefined): Change {
  if (previous === null || previous === undefined || !Number.isFinite(previous) || previous <= 0) {
    return { direction: 'none', ratio: null };
  }
  if (!Number.isFinite(current)) return { direction: 'none', ratio: null };
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < FLAT_BELOW) return { direction: 'flat', ratio: 0 };
  return { direction: ratio > 0 ? 'up' : 'down', ratio };
}
