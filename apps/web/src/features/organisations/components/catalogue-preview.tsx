import { Alert, Badge, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state/empty-state';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import { type CatalogueProduct, useCataloguePreview } from '../api/get-catalogue-preview';

const PAGE_SIZE = 12;

function ProductCard({ product }: { product: CatalogueProduct }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const title = i18n.language === 'fr' ? product.titleFr : product.titleEn || product.titleFr;
  const availabilityColor =
    product.availability === 'available' ? 'green' : product.availability === 'out_of_stock' ? 'red' : 'gray';
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Text fw={600} fz="sm" lineClamp={2}>
          {title}
        </Text>
        <Text fz="xs" c="dimmed">
          {product.tenantName}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text fz="sm" fw={600}>
            {t('organisations_admin.catalogue.greenpoints', { count: product.greenpoints })}
          </Text>
          <Text fz="xs" c="dimmed">
            {format.price(product.price)}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge color={availabilityColor} variant="light" size="sm">
            {t(`organisations_admin.catalogue.availability.${product.availability}`)}
          </Badge>
          <Badge color="gray" variant="outline" size="sm">
            {t('organisations_admin.catalogue.stock', { count: product.stock })}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}

/** The marketplace as the organisation's participants see it in the app: read-only. */
export function CataloguePreview({
  organisationId,
  organisationName,
}: {
  organisationId: string;
  organisationName: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const catalogue = useCataloguePreview(organisationId, { page, pageSize: PAGE_SIZE });
  const total = catalogue.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconEye size={18} />}>
        {t('organisations_admin.catalogue.help', { name: organisationName })}
      </Alert>
      {catalogue.isError ? (
        <QueryError error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : catalogue.isPending ? (
        <Skeleton h={200} radius="md" />
      ) : total === 0 ? (
        <EmptyState title={t('organisations_admin.catalogue.empty')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
            {catalogue.data.data.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {t('organisations_admin.catalogue.total', { count: total })}
            </Text>
            {total > PAGE_SIZE && <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />}
          </Group>
        </>
      )}
    </Stack>
  );
}
