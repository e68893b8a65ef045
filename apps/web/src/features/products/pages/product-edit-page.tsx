import { isProductExpired } from '@mobiverte/contracts';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBarcode, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useApproveProduct } from '../api/approve-product';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { BackToProducts } from '../components/back-to-products';
import { ProductForm } from '../components/product-form';
import { ProductStatusBadge } from '../components/product-status-badge';
import { toProductBody, toProductFormValues } from '../lib/product-form';
import { localizedTitle } from '../lib/product-text';

/** One product: every field, its codes page, approval for city admins and deletion. */
export function ProductEditPage() {
  const { t, i18n } = useTranslation();
  const { productId = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const product = useProduct(productId);
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const approve = useApproveProduct();
  const readOnly = !canUse(me, 'products.write');
  const canApprove = canUse(me, 'products.approve');

  if (hasErrorCode(product.error, 'not_found', 'validation_failed')) return <NotFound />;

  const deleteProduct = async () => {
    if (!product.data) return;
    const confirmed = await confirm({
      title: t('products.delete.confirm_title'),
      message: t('products.delete.confirm_message', { title: localizedTitle(product.data, i18n.language) }),
      confirmLabel: t('products.delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(product.data.id, {
      onSuccess: () => {
        notifications.show({ color: 'brand', message: t('products.delete.success') });
        void navigate(paths.products.list, { replace: true });
      },
      onError: () => notifications.show({ color: 'red', message: t('products.delete.failure') }),
    });
  };

  return (
    <Stack gap="lg">
      <BackToProducts />
      <PageHeader
        title={product.data ? localizedTitle(product.data, i18n.language) : undefined}
        actions={
          product.data && (
            <Group gap="sm">
              <ProductStatusBadge status={product.data.status} expired={isProductExpired(product.data)} />
              <Button
                variant="light"
                component={Link}
                to={paths.products.codesOf(product.data.id)}
                leftSection={<IconBarcode size={16} />}
              >
                {t('products.codes.open')}
              </Button>
              {canApprove && product.data.status !== 'active' && (
                <Button
                  leftSection={<IconCircleCheck size={16} />}
                  loading={approve.isPending}
                  onClick={() =>
                    approve.mutate(product.data.id, {
                      onSuccess: (approved) =>
                        notifications.show({
                          color: 'brand',
                          message: t('products.approval.approved', {
                            title: localizedTitle(approved, i18n.language),
                          }),
                        }),
                      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
                    })
                  }
                >
                  {t('products.approval.approve')}
                </Button>
              )}
              {!readOnly && (
                <DangerButton onClick={() => void deleteProduct()} loading={remove.isPending}>
                  {t('products.delete.open')}
                </DangerButton>
              )}
            </Group>
          )
        }
      />
      {product.isError ? (
        <QueryError error={product.error} onRetry={() => void product.refetch()} />
      ) : !product.data ? (
        <Skeleton h={480} radius="md" />
      ) : (
        <>
          {product.data.status === 'need_approval' && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
              {me.role === 'tenant' ? t('products.approval.waiting_tenant') : t('products.approval.waiting_city')}
            </Alert>
          )}
          {me.role === 'tenant' && product.data.isApproved && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('products.approval.edit_notice')}
            </Alert>
          )}
          <ProductForm
            key={product.data.updatedAt}
            initialValues={toProductFormValues(product.data)}
            submitLabel={t('products.edit.submit')}
            readOnly={readOnly}
            onSubmit={(values) => update.mutateAsync({ productId: product.data.id, body: toProductBody(values) })}
            onSaved={() => notifications.show({ color: 'brand', message: t('products.edit.success') })}
          />
        </>
      )}
    </Stack>
  );
}
