import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { revealScrollLeft, SECONDARY_COLUMNS_BELOW_PX, scrollEdges } from './pinned-columns';

/** The attribute that marks a pinned cell; its value says the side. */
export const PINNED_ATTRIBUTE = 'data-pinned';

interface PinnedScrollState {
  hiddenBefore: boolean;
  hiddenAfter: boolean;
  /** The table's container is too narrow for the columns marked secondary. */
  narrow: boolean;
}

const INITIAL: PinnedScrollState = { hiddenBefore: false, hiddenAfter: false, narrow: false };

function sameState(a: PinnedScrollState, b: PinnedScrollState) {
  return a.hiddenBefore === b.hiddenBefore && a.hiddenAfter === b.hiddenAfter && a.narrow === b.narrow;
}

function pinnedWidth(row: Element | null, side: 'start' | 'end') {
  return row?.querySelector(`:scope > [${PINNED_ATTRIBUTE}="${side}"]`)?.getBoundingClientRect().width ?? 0;
}

/** Scrolls a cell out from under the pinned columns of its row. */
function reveal(viewport: HTMLElement, cell: Element) {
  const row = cell.parentElement;
  const viewportBox = viewport.getBoundingClientRect();
  const cellBox = cell.getBoundingClientRect();
  const scrollLeft = revealScrollLeft({
    scrollLeft: viewport.scrollLeft,
    clientWidth: viewport.clientWidth,
    targetLeft: cellBox.left - viewportBox.left + viewport.scrollLeft,
    targetWidth: cellBox.width,
    startInset: pinnedWidth(row, 'start'),
    endInset: pinnedWidth(row, 'end'),
  });
  if (scrollLeft !== viewport.scrollLeft) viewport.scrollLeft = scrollLeft;
}

/**
 * Follows a table's sideways scrolling: which edges hide content (for the pinned columns' shadows), whether the
 * container is narrow (for secondary columns), and keeps a focused cell out from under the pinned columns.
 */
export function usePinnedScroll() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PinnedScrollState>(INITIAL);

  const update = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const next = {
      ...scrollEdges(viewport.scrollLeft, viewport.scrollWidth, viewport.clientWidth),
      narrow: viewport.clientWidth > 0 && viewport.clientWidth < SECONDARY_COLUMNS_BELOW_PX,
    };
    setState((previous) => (sameState(previous, next) ? previous : next));
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    // The observer reports each element's size once it is observed, after the browser's layout: measuring here,
    // in the commit, forced a layout of the whole page for every table mounted (a tenth of a dashboard's work).
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    const table = viewport.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [update]);

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const viewport = viewportRef.current;
    const cell = event.target instanceof Element ? event.target.closest('td, th') : null;
    if (!viewport || !cell || !viewport.contains(cell) || cell.hasAttribute(PINNED_ATTRIBUTE)) return;
    // After the browser's own scrolling to the focused element, which ignores the sticky cells.
    requestAnimationFrame(() => reveal(viewport, cell));
  }, []);

  return {
    viewportRef,
    onScroll: update,
    onFocus,
    narrow: state.narrow,
    /** The table is wider than its container. */
    scrollable: state.hiddenBefore || state.hiddenAfter,
    /** Spread on the element around the table: the pinned columns' shadows follow them. */
    edgeAttributes: {
      'data-hidden-before': state.hiddenBefore || undefined,
      'data-hidden-after': state.hiddenAfter || undefined,
    },
  };
}
