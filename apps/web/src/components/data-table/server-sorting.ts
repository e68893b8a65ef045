import type { SortingState } from '@tanstack/react-table';

export type SortOrderParams<S extends string> = { sort: S; order: 'asc' | 'desc' };

/**
 * A table sorted by the server from its URL (or state) parameters: the header shows `sort`/`order`, and a click
 * asks for the column clicked, or for the other direction when the table would drop the sort.
 */
export function serverSortingOf<S extends string>(
  params: SortOrderParams<S>,
  onChange: (next: SortOrderParams<S>) => void,
): { sorting: SortingState; onSortingChange: (sorting: SortingState) => void } {
  return {
    sorting: [{ id: params.sort, desc: params.order === 'desc' }],
    onSortingChange: (next) => {
      const [first] = next;
      onChange(
        first
          ? { sort: first.id as S, order: first.desc ? 'desc' : 'asc' }
          : { sort: params.sort, order: params.order === 'desc' ? 'asc' : 'desc' },
      );
    },
  };
}
