import { describe, expect, it } from 'vitest';
import { figuresRange } from './get-carpool-event-figures';

describe('figuresRange', () => {
  it('covers an event from its start to two months ahead, or to its end', () => {
    expect(figuresRange({ date: '2026-09-01', endDate: null }, '2026-11-26')).toEqual({
      startDate: '2026-09-01',
      endDate: '2027-01-25',
    });
    expect(figuresRange({ date: '2026-09-01', endDate: '2026-12-18' }, '2026-11-26')).toEqual({
      startDate: '2026-09-01',
      endDate: '2026-12-18',
    });
  });

  it('goes back ten years at most for an event without a start', () => {
    expect(figuresRange({ date: null, endDate: null }, '2026-11-26')).toEqual({
      startDate: '2017-01-27',
      endDate: '2027-01-25',
    });
  });
});
