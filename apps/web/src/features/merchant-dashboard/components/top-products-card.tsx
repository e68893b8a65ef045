import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { MerchantDashboard } from '../api/get-merchant-dashboard';

export function TopProductsCard({ products }: { products: MerchantDashboard['topProducts'] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      <Title order={2} fz="h4" mb="md">
        {t('merchant_dashboard.top_products.title')}
      </Title>
      {products.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('merchant_dashboard.top_products.empty')}
        </Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('merchant_dashboard.top_products.product')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('merchant_dashboard.top_products.orders')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('merchant_dashboard.top_products.greenpoints')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr key={product.productId}>
                <Table.Td>{i18n.language.startsWith('en') ? product.nameEn : product.name}</Table.Td>
                <Table.Td ta="right">{format.number(product.count)}</Table.Td>
                <Table.Td ta="right">{format.number(product.greenpoints)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
