import { Button, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBarcode, IconCircleCheck, IconPackage, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useGenerateQrCodes } from '../api/generate-qr-codes';
import { useProduct } from '../api/get-product';
import { useProductCodes } from '../api/get-product-codes';
import { AddCodesForm } from '../components/add-codes-form';
import { BackToProducts } from '../components/back-to-products';
import { CodeImage } from '../components/code-image';
import { CodesTable } from '../components/codes-table';
import { localizedTitle } from '../lib/product-text';

const PAGE_SIZE = 20;

/** The product's code list: barcodes and QR codes drawn for real, pasted lists, QR codes for the stock. */
export function ProductCodesPage() {
  const { t, i18n } = useTranslation();
  const { productId = '' } = useParams();
  const me = useMe();
  const confirm = useConfirm();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const product = useProduct(productId);
  const codes = useProductCodes(productId, page, PAGE_SIZE);
  const generate = useGenerateQrCodes();
  const readOnly = !canUse(me, 'products.write');

  if (hasErrorCode(product.error, 'not_found', 'validation_failed')) return <NotFound />;

  const missing = Math.max(0, (codes.data?.stock ?? 0) - (codes.data?.available ?? 0));
  const generateForStock = async () => {
    const confirmed = await confirm({
      title: t('products.codes.generate_title'),
      message: t('products.codes.generate_message', { count: missing }),
      confirmLabel: t('products.codes.generate'),
    });
    if (!confirmed) return;
    generate.mutate(productId, {
      onSuccess: (result) =>
        notifications.show({ color: 'brand', message: t('products.codes.generated', { count: result.inserted }) }),
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };

  return (
    <Stack gap="lg">
      <BackToProducts
        to={paths.products.editOf(productId)}
        label={product.data ? localizedTitle(product.data, i18n.language) : t('products.back')}
      />
      <PageHeader
        description={product.data ? localizedTitle(product.data, i18n.language) : undefined}
        actions={
          !readOnly && (
            <Button
              leftSection={<IconQrcode size={18} />}
              onClick={() => void generateForStock()}
              loading={generate.isPending}
              disabled={!codes.data || missing === 0}
            >
              {t('products.codes.generate')}
            </Button>
          )
        }
      />
      {codes.isError ? (
        <QueryError error={codes.error} onRetry={() => void codes.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard
              label={t('products.codes.total')}
              value={format.number(codes.data?.total ?? 0)}
              icon={<IconBarcode size={20} />}
              loading={!codes.data}
            />
            <StatCard
              label={t('products.codes.available')}
              value={format.number(codes.data?.available ?? 0)}
              icon={<IconCircleCheck size={20} />}
              loading={!codes.data}
            />
            <StatCard
              label={t('products.fields.stock')}
              value={format.number(codes.data?.stock ?? 0)}
              icon={<IconPackage size={20} />}
              loading={!codes.data}
            />
          </SimpleGrid>
          {product.data?.barCode && (
            <Card>
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {t('products.codes.generic_title')}
                </Title>
                <Text fz="sm" c="dimmed">
                  {t('products.form.generic_code_hint')}
                </Text>
                <CodeImage
                  value={product.data.barCode}
                  type={product.data.isQrCode && !product.data.isBarCode ? 'qrCode' : 'barCode'}
                />
              </Stack>
            </Card>
          )}
          {!readOnly && (
            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('products.codes.add_title')}
                </Title>
                <AddCodesForm productId={productId} />
              </Stack>
            </Card>
          )}
          <Card>
            <Stack gap="md">
              <Title order={2} fz="h4">
                {t('products.codes.list_title')}
              </Title>
              <CodesTable
                productId={productId}
                codes={codes.data?.data ?? []}
                loading={codes.isPending}
                readOnly={readOnly}
              />
              {codes.data && codes.data.total > PAGE_SIZE && (
                <Group justify="space-between">
                  <Text fz="sm" c="dimmed">
                    {t('products.codes.page_summary', {
                      from: (page - 1) * PAGE_SIZE + 1,
                      to: Math.min(page * PAGE_SIZE, codes.data.total),
                      total: codes.data.total,
                    })}
                  </Text>
                  <Pagination
                    total={Math.ceil(codes.data.total / PAGE_SIZE)}
                    value={page}
                    onChange={setPage}
                    aria-label={t('products.codes.pages')}
                  />
                </Group>
              )}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
