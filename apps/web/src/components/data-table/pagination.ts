/** The 1-based page shown to people, and the page count (at least 1, even for an empty table). */
export function describePage(pageIndex: number, pageCount: number): { page: number; pages: number } {
  const pages = Math.max(1, pageCount);
  return { page: Math.min(Math.max(1, pageIndex + 1), pages), pages };
}

/** Clicks on links, buttons and inputs inside a row keep their own meaning instead of opening the row. */
export function isInteractiveTarget(target: EventTarget | null, row: Element): boolean {
  let node = target instanceof Element ? target : null;
  while (node && node !== row) {
    if (['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'LABEL'].includes(node.tagName)) return true;
    node = node.parentElement;
  }
  return false;
}
