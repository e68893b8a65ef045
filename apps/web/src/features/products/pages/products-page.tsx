import { Button, Card, Group, Pagination, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useSelectedTenantId } from '@/lib/selected-tenant';
import { useApproveProduct } from '../api/approve-product';
import { useDisableProduct } from '../api/disable-product';
import { type Product, type ProductStatus, useProducts } from '../api/get-products';
import { ProductsTable } from '../components/products-table';
import { localizedTitle } from '../lib/product-text';

const STATUSES: ProductStatus[] = ['need_approval', 'active', 'disabled', 'deleted'];
/** The table pages and sorts what one request brings; more than this many products page on the server. */
const SERVER_PAGE_SIZE = 200;

/** A merchant's products, or the city's (filtered by the selector bar's merchant) with approval for admins. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const confirm = useConfirm();
  const [tenantId] = useSelectedTenantId();
  const [status, setStatus] = useState<ProductStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const cityView = me.role === 'city';
  const products = useProducts({
    ...(cityView && tenantId ? { tenantId } : {}),
    ...(status ? { status } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page,
    pageSize: SERVER_PAGE_SIZE,
    sort: 'displayingOrder',
    order: 'asc',
  });
  const approve = useApproveProduct();
  const disable = useDisableProduct();
  const canWrite = canUse(me, 'products.write') && (!cityView || Boolean(tenantId));
  const canApprove = cityView && canUse(me, 'products.approve');
  const total = products.data?.total ?? 0;
  const addPath = cityView && tenantId ? `${paths.products.add}?tenantId=${tenantId}` : paths.products.add;
  const clearFilters = () => {
    setStatus(null);
    setSearch('');
    setPage(1);
  };

  const onApprove = (product: Product) =>
    approve.mutate(product.id, {
      onSuccess: () =>
        notifications.show({
          color: 'brand',
          message: t('products.approval.approved', { title: localizedTitle(product, i18n.language) }),
        }),
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  const onDisable = async (product: Product) => {
    const title = localizedTitle(product, i18n.language);
    const confirmed = await confirm({
      title: t('products.approval.disable_title'),
      message: t('products.approval.disable_message', { title }),
      confirmLabel: t('products.approval.disable'),
      danger: true,
    });
    if (!confirmed) return;
    disable.mutate(product.id, {
      onSuccess: () => notifications.show({ color: 'brand', message: t('products.approval.disabled', { title }) }),
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          canWrite && (
            <Button component={Link} to={addPath} leftSection={<IconPlus size={18} />}>
              {t('products.create.open')}
            </Button>
          )
        }
      />
      {products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <Card>
          <Stack gap="md">
            <Group gap="md" align="flex-end" wrap="wrap">
              <TextInput
                label={t('products.list.search')}
                placeholder={t('products.list.search_placeholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                w={320}
              />
              <Select
                label={t('products.fields.status')}
                placeholder={t('products.list.all_statuses')}
                data={STATUSES.map((value) => ({ value, label: t(`products.status.${value}`) }))}
                value={status}
                onChange={(value) => {
                  setStatus(value as ProductStatus | null);
                  setPage(1);
                }}
                clearable
                w={240}
              />
            </Group>
            <ProductsTable
              products={products.data?.data ?? []}
              loading={products.isPending}
              cityView={cityView}
              canApprove={canApprove}
              onApprove={onApprove}
              onDisable={(product) => void onDisable(product)}
              emptyAction={
                canWrite
                  ? { label: t('products.create.open'), to: addPath, icon: <IconPlus size={18} aria-hidden /> }
                  : undefined
              }
              onClearFilters={status || search.trim() ? clearFilters : undefined}
              pendingId={approve.isPending ? approve.variables : disable.isPending ? disable.variables : null}
            />
            {total > SERVER_PAGE_SIZE && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(total / SERVER_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  aria-label={t('products.list.server_pages')}
                />
              </Group>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
