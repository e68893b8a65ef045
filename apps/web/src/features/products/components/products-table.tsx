import { isProductExpired } from '@mobiverte/contracts';
import { ActionIcon, Anchor, Avatar, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBarcode, IconCircleCheck, IconPhoto, IconPlayerPause } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { EmptyStateAction } from '@/components/empty-state/empty-state';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { Product } from '../api/get-products';
import { localizedTitle } from '../lib/product-text';
import { AvailabilityBadge, ProductStatusBadge } from './product-status-badge';

const column = createColumnHelper<Product>();

interface ProductsTableProps {
  products: Product[];
  loading: boolean;
  /** City admins see the merchant of each product and may approve or disable it. */
  cityView: boolean;
  canApprove: boolean;
  onApprove: (product: Product) => void;
  onDisable: (product: Product) => void;
  pendingId: string | null;
  emptyAction?: EmptyStateAction;
  onClearFilters?: () => void;
}

export function ProductsTable({
  products,
  loading,
  cityView,
  canApprove,
  onApprove,
  onDisable,
  pendingId,
  emptyAction,
  onClearFilters,
}: ProductsTableProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo(
    () => [
      column.accessor((product) => localizedTitle(product, i18n.language), {
        id: 'title',
        header: () => t('products.fields.title'),
        cell: (info) => {
          const product = info.row.original;
          return (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={product.images[0]?.thumbnailUrl} radius="sm" size={40} alt="">
                <IconPhoto size={18} aria-hidden />
              </Avatar>
              <Stack gap={0}>
                <Anchor component={Link} to={paths.products.editOf(product.id)} fw={600} fz="sm">
                  {info.getValue()}
                </Anchor>
                {product.sku && (
                  <Text fz="xs" c="dimmed">
                    {t('products.fields.sku')} {product.sku}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        },
      }),
      ...(cityView ? [column.accessor('tenantName', { id: 'tenant', header: () => t('products.fields.tenant') })] : []),
      column.accessor('price', {
        header: () => t('products.fields.price'),
        meta: { align: 'right' },
        cell: (info) => format.price(info.getValue()),
      }),
      column.accessor('greenpoints', {
        header: () => t('products.fields.greenpoints'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('stock', {
        header: () => t('products.fields.stock_of_initial'),
        meta: { align: 'right' },
        cell: (info) => `${format.number(info.getValue())} / ${format.number(info.row.original.initialStock)}`,
      }),
      column.accessor('availability', {
        header: () => t('products.fields.availability'),
        cell: (info) => <AvailabilityBadge availability={info.getValue()} />,
      }),
      column.accessor('status', {
        header: () => t('products.fields.status'),
        cell: (info) => <ProductStatusBadge status={info.getValue()} expired={isProductExpired(info.row.original)} />,
      }),
      column.display({
        id: 'actions',
        header: () => t('products.list.actions'),
        cell: (info) => {
          const product = info.row.original;
          const title = localizedTitle(product, i18n.language);
          return (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('products.codes.open')}>
                <ActionIcon
                  variant="subtle"
                  component={Link}
                  to={paths.products.codesOf(product.id)}
                  aria-label={t('products.codes.open_for', { title })}
                >
                  <IconBarcode size={18} />
                </ActionIcon>
              </Tooltip>
              {canApprove && product.status !== 'active' && (
                <Tooltip label={t('products.approval.approve')}>
                  <ActionIcon
                    variant="subtle"
                    color="brand"
                    loading={pendingId === product.id}
                    onClick={() => onApprove(product)}
                    aria-label={t('products.approval.approve_for', { title })}
                  >
                    <IconCircleCheck size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {canApprove && product.status !== 'disabled' && (
                <Tooltip label={t('products.approval.disable')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.7"
                    loading={pendingId === product.id}
                    onClick={() => onDisable(product)}
                    aria-label={t('products.approval.disable_for', { title })}
                  >
                    <IconPlayerPause size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      }),
    ],
    [t, i18n.language, format, cityView, canApprove, onApprove, onDisable, pendingId],
  );
  return (
    <DataTable
      data={products}
      columns={columns}
      loading={loading}
      caption={t('products.list.caption')}
      getRowId={(product) => product.id}
      onRowClick={(product) => void navigate(paths.products.editOf(product.id))}
      emptyTitle={t('products.list.empty')}
      emptyDescription={cityView ? t('products.list.empty_city_hint') : t('products.list.empty_hint')}
      emptyAction={emptyAction}
      onClearFilters={onClearFilters}
      minWidth={900}
    />
  );
}
