import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MerchantDashboard } from '../api/get-merchant-dashboard';

/** Products at 20 % of their initial stock or 3 left, each linking to its edit page. */
export function LowStockCard({
  products,
  editPathOf,
}: {
  products: MerchantDashboard['lowStock'];
  editPathOf: (productId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <Title order={2} fz="h4" mb="md">
        {t('merchant_dashboard.low_stock.title')}
      </Title>
      {products.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('merchant_dashboard.low_stock.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {products.map((product) => (
            <Group key={product.productId} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={editPathOf(product.productId)} fz="sm">
                {i18n.language.startsWith('en') ? product.titleEn : product.titleFr}
              </Anchor>
              <Badge color={product.stock === 0 ? 'red' : 'orange'} variant="light">
                {t('merchant_dashboard.low_stock.left', {
                  stock: product.stock,
                  initial: product.initialStock,
                })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
