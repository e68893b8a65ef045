import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { Order } from '../api/get-orders';
import { OrderStatusBadge } from './order-status-badge';

const column = createColumnHelper<Order>();

interface OrdersTableProps {
  orders: Order[];
  loading: boolean;
  pageSize: number;
  showTenant: boolean;
  /** The cursor pager under the table. */
  pager: ReactNode;
}

export function OrdersTable({ orders, loading, pageSize, showTenant, pager }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const english = i18n.language.startsWith('en');
  const columns = [
    column.accessor('orderNumber', {
      header: t('orders.columns.number'),
      cell: (info) => <Text fw={600}>{info.getValue()}</Text>,
    }),
    // The status comes right after the number: on a phone or a tablet the later columns scroll sideways.
    column.accessor('status', {
      header: t('orders.columns.status'),
      cell: (info) => <OrderStatusBadge status={info.getValue()} />,
    }),
    column.accessor('createdAt', {
      header: t('orders.columns.date'),
      cell: (info) => format.dateTime(info.getValue()),
    }),
    column.accessor((order) => (english ? order.productNameEn : order.productNameFr), {
      id: 'product',
      header: t('orders.columns.product'),
    }),
    ...(showTenant ? [column.accessor('tenantName', { header: t('orders.columns.tenant') })] : []),
    column.accessor('customerName', { header: t('orders.columns.customer') }),
    column.accessor('greenpoints', {
      header: t('orders.columns.greenpoints'),
      cell: (info) => format.number(info.getValue()),
      // On a phone the points paid are read in the order's page, one tap away.
      meta: { align: 'right', secondary: true },
    }),
    column.accessor('deliveryStatus', {
      header: t('orders.columns.delivery'),
      cell: (info) => t(`orders.delivery.${info.getValue()}`),
    }),
  ];
  return (
    <DataTable
      data={orders}
      columns={columns}
      caption={t('orders.list.caption')}
      loading={loading}
      pageSize={pageSize}
      getRowId={(order) => order.id}
      onRowClick={(order) => void navigate(paths.orders.detailOf(order.id))}
      emptyTitle={t('orders.list.empty_title')}
      emptyDescription={t('orders.list.empty_description')}
      minWidth={960}
      pager={pager}
    />
  );
}
