/** What a column definition may say about where it sits when a table is narrower than its content. */
export interface PinnableColumn {
  id: string;
  /** The column that names a row (the first by default): kept on the left while the rest scrolls. */
  pinned?: boolean;
  /** The row's actions (the column with id `actions` by default): kept on the right while the rest scrolls. */
  actions?: boolean;
}

/** The id a column of row actions carries by convention in the product's tables. */
export const ACTIONS_COLUMN_ID = 'actions';

export interface PinnedColumns {
  /** Kept on the left: the column marked pinned, else the first. */
  start?: string;
  /** Kept on the right: the column marked as the row's actions, else the one with id `actions`; never the start one. */
  end?: string;
}

/** Which columns stay in view while a table scrolls sideways. */
export function pinnedColumns(columns: readonly PinnableColumn[]): PinnedColumns {
  const start = (columns.find((column) => column.pinned) ?? columns[0])?.id;
  const marked = columns.find((column) => column.actions) ?? columns.find((column) => column.id === ACTIONS_COLUMN_ID);
  const end = marked && marked.id !== start && columns.length > 1 ? marked.id : undefined;
  return { start, end };
}

/** The column kept in view on the left when a table scrolls sideways: the one marked pinned, else the first. */
export function pinnedColumnId(columns: readonly PinnableColumn[]): string | undefined {
  return pinnedColumns(columns).start;
}

/** Where a scroll container stands sideways: the edge shadows of the pinned columns show only where content hides. */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number) {
  // A pixel of tolerance: browsers report fractional widths when zoomed.
  return {
    hiddenBefore: scrollLeft > 1,
    hiddenAfter: scrollLeft + clientWidth < scrollWidth - 1,
  };
}

export interface RevealInput {
  scrollLeft: number;
  clientWidth: number;
  /** The focused cell's left edge and width, in the scrolled content's coordinates. */
  targetLeft: number;
  targetWidth: number;
  /** Widths covered by the pinned columns on the left and on the right (0 without them). */
  startInset: number;
  endInset: number;
}

/**
 * The scroll position that shows a focused cell beside the pinned columns rather than under them (the browser's own
 * scrolling on focus ignores sticky cells). Unchanged when the cell is already in view; a cell wider than the room
 * left shows its start.
 */
export function revealScrollLeft({
  scrollLeft,
  clientWidth,
  targetLeft,
  targetWidth,
  startInset,
  endInset,
}: RevealInput): number {
  const viewStart = scrollLeft + startInset;
  const viewEnd = scrollLeft + clientWidth - endInset;
  if (targetLeft < viewStart) return Math.max(0, targetLeft - startInset);
  if (targetLeft + targetWidth > viewEnd) {
    const toShowEnd = targetLeft + targetWidth - (clientWidth - endInset);
    const toShowStart = targetLeft - startInset;
    return Math.max(0, Math.min(toShowEnd, toShowStart));
  }
  return scrollLeft;
}

/** Hidden when the table's container is narrower than this: a column a definition marks secondary. */
export const SECONDARY_COLUMNS_BELOW_PX = 720;
