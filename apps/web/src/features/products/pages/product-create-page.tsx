import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth/session';
import { useSelectedTenantId } from '@/lib/selected-tenant';
import { useCreateProduct } from '../api/create-product';
import { BackToProducts } from '../components/back-to-products';
import { ProductForm } from '../components/product-form';
import { toProductBody, toProductFormValues } from '../lib/product-form';

/** A new product, waiting for the city's approval once saved; a city admin adds it for the selected merchant. */
export function ProductCreatePage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const [tenantId] = useSelectedTenantId();
  const create = useCreateProduct();
  const cityView = me.role === 'city';

  return (
    <Stack gap="lg">
      <BackToProducts />
      <PageHeader />
      {cityView && !tenantId ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('products.create.choose_tenant')}
        </Alert>
      ) : (
        <>
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('products.create.approval_notice')}
          </Alert>
          <ProductForm
            initialValues={toProductFormValues()}
            submitLabel={t('products.create.submit')}
            isNew
            onSubmit={(values) =>
              create.mutateAsync({ ...toProductBody(values), ...(cityView && tenantId ? { tenantId } : {}) })
            }
            onSaved={(product) => {
              notifications.show({ color: 'brand', message: t('products.create.success') });
              void navigate(paths.products.editOf(product.id), { replace: true });
            }}
          />
        </>
      )}
    </Stack>
  );
}
