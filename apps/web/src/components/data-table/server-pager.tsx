import { Pager } from './data-table-pagination';
import { describePage } from './pagination';

interface ServerPagerProps {
  /** The table's caption: names the page controls for screen readers. */
  caption: string;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Every row the server holds for the table's filters. */
  total: number;
  onChange: (page: number) => void;
}

/**
 * The pages of a table the server pages (DataTable's `pager`): the server's row count and the same page controls
 * as a table paged in the browser. Nothing while there is no row (the table shows its empty state).
 */
export function ServerPager({ caption, page, pageSize, total, onChange }: ServerPagerProps) {
  if (total === 0) return null;
  const shown = describePage(page - 1, Math.ceil(total / pageSize));
  return <Pager caption={caption} total={total} page={shown.page} pages={shown.pages} onPage={onChange} />;
}
