import { describe, expect, it } from 'vitest';
import { placeTip } from './place-tip';

const viewport = { width: 1280, height: 800 };
const tip = { width: 100, height: 30 };

describe('placeTip', () => {
  it('centres a tip above its target, the arrow in the middle', () => {
    const placement = placeTip({ top: 400, left: 600, width: 40, height: 40 }, tip, 'top', viewport);
    expect(placement).toEqual({ side: 'top', top: 362, left: 570, arrow: 50 });
  });

  it('goes below when there is no room above', () => {
    expect(placeTip({ top: 10, left: 600, width: 40, height: 40 }, tip, 'top', viewport).side).toBe('bottom');
  });

  it('stays inside the window, the arrow still on the target', () => {
    const placement = placeTip({ top: 10, left: 1250, width: 24, height: 24 }, tip, 'bottom', viewport);
    expect(placement.left).toBe(1172);
    expect(placement.arrow).toBe(90);
  });

  it('starts at the left edge of the target for top-start', () => {
    expect(placeTip({ top: 400, left: 300, width: 20, height: 20 }, tip, 'top-start', viewport).left).toBe(300);
  });

  it('sits beside the target for right, else falls back above or below', () => {
    const beside = placeTip({ top: 100, left: 10, width: 40, height: 40 }, tip, 'right', viewport);
    expect(beside).toEqual({ side: 'right', left: 58, top: 105, arrow: 15 });
    expect(placeTip({ top: 100, left: 1200, width: 40, height: 40 }, tip, 'right', viewport).side).not.toBe('right');
  });
});
