import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useFormatters } from '@/lib/use-formatters';
import type { PostalAreaRow } from '../lib/postal-measures';

/** The areas under the map: sortable and paged, the hidden ones saying why ("moins de 5 participants"). */
export function PostalAreasTable({ rows, minParticipants }: { rows: PostalAreaRow[]; minParticipants: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const hidden = (
    <Text fz="sm" c="dimmed">
      {t('maps.postal.below_threshold', { count: minParticipants })}
    </Text>
  );
  const figure = (read: (row: NonNullable<PostalAreaRow['figures']>) => number, show: (value: number) => string) => ({
    accessorFn: (row: PostalAreaRow) => (row.figures ? read(row.figures) : -1),
    cell: ({ row }: { row: { original: PostalAreaRow } }) =>
      row.original.figures ? show(read(row.original.figures)) : '—',
    meta: { align: 'right' as const },
  });
  const columns: ColumnDef<PostalAreaRow, unknown>[] = [
    { id: 'code', header: t('maps.postal.columns.code'), accessorFn: (row) => row.code },
    {
      id: 'participants',
      header: t('maps.postal.columns.participants'),
      ...figure((f) => f.participants, format.number),
    },
    {
      id: 'activeParticipants',
      header: t('maps.postal.columns.active_participants'),
      ...figure((f) => f.activeParticipants, format.number),
    },
    {
      id: 'activeShare',
      header: t('maps.postal.columns.active_share'),
      ...figure((f) => f.activeShare, format.percent),
    },
    { id: 'trips', header: t('maps.postal.columns.trips'), ...figure((f) => f.trips, format.number) },
    {
      id: 'ghgAvoidedKg',
      header: t('maps.postal.columns.ghg'),
      ...figure(
        (f) => f.ghgAvoidedKg,
        (value) => t('maps.postal.kg', { value: format.number(value, { maximumFractionDigits: 1 }) }),
      ),
    },
    {
      id: 'status',
      header: t('maps.postal.columns.status'),
      enableSorting: false,
      accessorFn: (row) => (row.figures ? '' : 'hidden'),
      cell: ({ row }) => (row.original.figures ? null : hidden),
    },
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      caption={t('maps.postal.table_caption')}
      getRowId={(row) => row.code}
      initialSorting={[{ id: 'participants', desc: true }]}
      emptyTitle={t('maps.postal.no_areas')}
    />
  );
}
