/** How a figure moved against the previous period. */
export type ChangeDirection = 'up' | 'down' | 'flat' | 'new' | 'none';

export interface Change {
  direction: ChangeDirection;
  /** Relative change (0.12 for +12 %); null when no percentage is shown. */
  ratio: number | null;
}

/** Changes that round to 0 % are shown as stable. */
const FLAT_BELOW = 0.005;
/** A figure at least this many times its previous value reads as new: "+316 183 %" tells nothing. */
export const NEW_FROM_TIMES = 20;

/**
 * Change of a figure against the previous period. Nothing to compare with (no previous value, or both zero)
 * gives no comparison; growth from zero or from a near-empty baseline (under a twentieth of today's figure) is
 * "new" rather than a huge percentage.
 */
export function computeChange(current: number, previous: number | null | undefined): Change {
  if (previous === null || previous === undefined || !Number.isFinite(previous) || !Number.isFinite(current)) {
    return { direction: 'none', ratio: null };
  }
  if (previous <= 0) return current > 0 ? { direction: 'new', ratio: null } : { direction: 'none', ratio: null };
  if (current >= previous * NEW_FROM_TIMES) return { direction: 'new', ratio: null };
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < FLAT_BELOW) return { direction: 'flat', ratio: 0 };
  return { direction: ratio > 0 ? 'up' : 'down', ratio };
}
