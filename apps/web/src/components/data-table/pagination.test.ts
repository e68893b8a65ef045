import { describe, expect, it } from 'vitest';
import { describePage } from './pagination';

describe('describePage', () => {
  it('counts pages from 1', () => {
    expect(describePage(0, 3)).toEqual({ page: 1, pages: 3 });
    expect(describePage(2, 3)).toEqual({ page: 3, pages: 3 });
  });

  it('shows page 1 of 1 for an empty table', () => {
    expect(describePage(0, 0)).toEqual({ page: 1, pages: 1 });
  });

  it('keeps the page within bounds', () => {
    expect(describePage(7, 3)).toEqual({ page: 3, pages: 3 });
    expect(describePage(-1, 3)).toEqual({ page: 1, pages: 3 });
  });
});
