import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { type TripFigures, useFigureFields } from './figure-fields';

/** The figure columns (figure-fields.ts) as TanStack Table columns, for DataTable. */
export function useFigureColumns<T extends TripFigures>(): ColumnDef<T, number>[] {
  const fields = useFigureFields();
  return useMemo(() => {
    const column = createColumnHelper<T>();
    return fields.map(({ id, header, format }) =>
      column.accessor((row) => row[id], {
        id,
        header: () => header,
        cell: (info) => format(info.getValue()),
        meta: { align: 'right' },
      }),
    );
  }, [fields]);
}
