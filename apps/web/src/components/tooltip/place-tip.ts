export type TipPosition = 'top' | 'top-start' | 'bottom' | 'bottom-end' | 'right';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface TipPlacement {
  top: number;
  left: number;
  /** The arrow's distance from the tip's left edge (above or below) or top edge (beside). */
  arrow: number;
  side: 'top' | 'bottom' | 'right';
}

const GAP = 8;
const MARGIN = 8;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where a tooltip of `tip`'s size goes beside `target` in a `viewport`-sized window: on its side, turned to the
 * other side when there is no room, and kept inside the window; the arrow still points at the target.
 */
export function placeTip(
  target: Box,
  tip: { width: number; height: number },
  position: TipPosition,
  viewport: { width: number; height: number },
): TipPlacement {
  if (position === 'right' && target.left + target.width + GAP + tip.width <= viewport.width - MARGIN) {
    const top = clamp(target.top + target.height / 2 - tip.height / 2, MARGIN, viewport.height - MARGIN - tip.height);
    return { side: 'right', left: target.left + target.width + GAP, top, arrow: target.top + target.height / 2 - top };
  }
  const wantsTop = position.startsWith('top');
  const roomAbove = target.top - GAP - tip.height >= MARGIN;
  const roomBelow = target.top + target.height + GAP + tip.height <= viewport.height - MARGIN;
  const side = (wantsTop && (roomAbove || !roomBelow)) || (!wantsTop && !roomBelow && roomAbove) ? 'top' : 'bottom';
  const preferred = position.endsWith('-start')
    ? target.left
    : position.endsWith('-end')
      ? target.left + target.width - tip.width
      : target.left + target.width / 2 - tip.width / 2;
  const left = clamp(preferred, MARGIN, viewport.width - MARGIN - tip.width);
  const top = side === 'top' ? target.top - GAP - tip.height : target.top + target.height + GAP;
  const arrow = clamp(target.left + target.width / 2 - left, 10, tip.width - 10);
  return { side, top, left, arrow };
}
