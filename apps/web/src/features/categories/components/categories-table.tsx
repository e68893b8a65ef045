import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { EmptyStateAction } from '@/components/empty-state/empty-state';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { Category } from '@/lib/api/categories';

const column = createColumnHelper<Category>();

interface CategoriesTableProps {
  categories: Category[];
  loading: boolean;
  emptyAction?: EmptyStateAction;
}

export function CategoriesTable({ categories, loading, emptyAction }: CategoriesTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo(
    () => [
      column.accessor('displayingOrder', {
        header: () => t('categories.fields.displaying_order'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('nameFr', {
        header: () => t('categories.fields.name_fr'),
        cell: (info) => (
          <Text fz="sm" fw={600}>
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('nameEn', { header: () => t('categories.fields.name_en') }),
      column.accessor((category) => category.nameDe ?? '', {
        id: 'nameDe',
        header: () => t('categories.fields.name_de_column'),
      }),
      column.accessor('productCount', {
        header: () => t('categories.fields.product_count'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
    ],
    [t, format],
  );
  return (
    <DataTable
      data={categories}
      columns={columns}
      loading={loading}
      caption={t('categories.list.caption')}
      getRowId={(category) => category.id}
      onRowClick={(category) => void navigate(paths.categories.detailOf(category.id))}
      emptyTitle={t('categories.list.empty')}
      emptyDescription={t('categories.list.empty_hint')}
      emptyAction={emptyAction}
      initialSorting={[{ id: 'displayingOrder', desc: false }]}
    />
  );
}
