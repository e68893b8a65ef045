import { Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useOrders } from '../api/get-orders';
import { CursorPager } from '../components/cursor-pager';
import { OrdersExportButtons } from '../components/orders-export-buttons';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersTable } from '../components/orders-table';
import { readOrderFilters, writeOrderFilters } from '../lib/order-filters';

/**
 * The orders of a merchant, or of every merchant of the city for its admins (one merchant when chosen in
 * the selector bar), filtered and paged by cursor, with CSV and Excel exports.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pageSize, ...filters } = readOrderFilters(searchParams);
  const filtersKey = JSON.stringify({ pageSize, ...filters });
  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: filtersKey,
    cursors: [undefined],
  });
  const cursors = paging.key === filtersKey ? paging.cursors : [undefined];
  const cursor = cursors[cursors.length - 1];
  const orders = useOrders({ ...filters, pageSize, ...(cursor ? { cursor } : {}) });
  const total = orders.data?.total ?? 0;
  const applyFilters = (changes: Parameters<typeof writeOrderFilters>[1]) =>
    setSearchParams((current) => writeOrderFilters(current, changes), { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader description={me.role === 'city' ? t('orders.list.city_description') : undefined} />
      <Card>
        <Stack gap="md">
          <OrdersFilters key={searchParams.get('tenantId') ?? 'all'} filters={filters} onChange={applyFilters} />
          <OrdersExportButtons filters={filters} />
          {orders.isError ? (
            <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
          ) : (
            <OrdersTable
              orders={orders.data?.data ?? []}
              loading={orders.isPending}
              pageSize={pageSize}
              showTenant={me.role === 'city'}
              pager={
                <CursorPager
                  caption={t('orders.list.caption')}
                  summary={orders.data ? t('orders.list.total', { count: total, formatted: format.number(total) }) : ''}
                  page={cursors.length}
                  pageCount={Math.ceil(total / pageSize)}
                  pageSize={pageSize}
                  hasNext={Boolean(orders.data?.nextCursor) && !orders.isPlaceholderData}
                  onFirst={() => setPaging({ key: filtersKey, cursors: [undefined] })}
                  onPrevious={() => setPaging({ key: filtersKey, cursors: cursors.slice(0, -1) })}
                  onNext={() => setPaging({ key: filtersKey, cursors: [...cursors, orders.data!.nextCursor!] })}
                  onPageSize={(size) => applyFilters({ pageSize: size })}
                />
              }
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
