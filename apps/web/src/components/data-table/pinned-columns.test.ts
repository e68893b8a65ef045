import { describe, expect, it } from 'vitest';
import { pinnedColumnId, pinnedColumns, revealScrollLeft, scrollEdges } from './pinned-columns';

describe('pinnedColumns', () => {
  it('pins the first column on the left and the actions column on the right', () => {
    expect(pinnedColumns([{ id: 'name' }, { id: 'status' }, { id: 'actions' }])).toEqual({
      start: 'name',
      end: 'actions',
    });
  });

  it('follows the columns a definition marks', () => {
    expect(
      pinnedColumns([{ id: 'image' }, { id: 'name', pinned: true }, { id: 'tools', actions: true }, { id: 'actions' }]),
    ).toEqual({ start: 'name', end: 'tools' });
  });

  it('pins nothing on the right without an actions column', () => {
    expect(pinnedColumns([{ id: 'number' }, { id: 'date' }])).toEqual({ start: 'number', end: undefined });
  });

  it('never pins one column on both sides', () => {
    expect(pinnedColumns([{ id: 'actions' }, { id: 'name' }])).toEqual({ start: 'actions', end: undefined });
    expect(pinnedColumns([{ id: 'actions' }])).toEqual({ start: 'actions', end: undefined });
    expect(pinnedColumns([])).toEqual({ start: undefined, end: undefined });
  });

  it('keeps pinnedColumnId for the left column', () => {
    expect(pinnedColumnId([{ id: 'image' }, { id: 'name', pinned: true }, { id: 'status' }])).toBe('name');
    expect(pinnedColumnId([])).toBeUndefined();
  });
});

describe('scrollEdges', () => {
  it('says where content hides', () => {
    expect(scrollEdges(0, 1000, 400)).toEqual({ hiddenBefore: false, hiddenAfter: true });
    expect(scrollEdges(300, 1000, 400)).toEqual({ hiddenBefore: true, hiddenAfter: true });
    expect(scrollEdges(600, 1000, 400)).toEqual({ hiddenBefore: true, hiddenAfter: false });
  });

  it('hides nothing when the table fits', () => {
    expect(scrollEdges(0, 400, 400)).toEqual({ hiddenBefore: false, hiddenAfter: false });
    expect(scrollEdges(0.5, 400.6, 400)).toEqual({ hiddenBefore: false, hiddenAfter: false });
  });
});

describe('revealScrollLeft', () => {
  const base = { clientWidth: 400, startInset: 120, endInset: 60, targetWidth: 100 };

  it('leaves a cell already in view', () => {
    expect(revealScrollLeft({ ...base, scrollLeft: 0, targetLeft: 150 })).toBe(0);
  });

  it('scrolls a cell hidden under the left pinned column to its right edge', () => {
    expect(revealScrollLeft({ ...base, scrollLeft: 300, targetLeft: 250 })).toBe(130);
  });

  it('scrolls a cell hidden under the right pinned column or beyond into view', () => {
    // visible room: [scrollLeft + 120, scrollLeft + 340]; the cell spans 500–600.
    expect(revealScrollLeft({ ...base, scrollLeft: 0, targetLeft: 500 })).toBe(260);
  });

  it('shows the start of a cell wider than the room left', () => {
    expect(revealScrollLeft({ ...base, scrollLeft: 0, targetLeft: 500, targetWidth: 400 })).toBe(380);
  });

  it('never scrolls before the start', () => {
    expect(revealScrollLeft({ ...base, scrollLeft: 50, targetLeft: 100, startInset: 120 })).toBe(0);
  });
});
