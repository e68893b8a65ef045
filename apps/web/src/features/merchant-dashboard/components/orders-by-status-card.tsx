import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { ORDER_STATUS_VALUES } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/use-formatters';
import type { MerchantDashboard } from '../api/get-merchant-dashboard';

/** How many orders of the period are in each status, each a link to the filtered orders list. */
export function OrdersByStatusCard({
  rows,
  ordersPath,
}: {
  rows: MerchantDashboard['ordersByStatus'];
  ordersPath: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return (
    <Card>
      <Title order={2} fz="h4" mb="md">
        {t('merchant_dashboard.by_status.title')}
      </Title>
      <Stack gap="xs">
        {ORDER_STATUS_VALUES.map((status) => (
          <Group key={status} justify="space-between">
            <Anchor component={Link} to={`${ordersPath}?status=${status}`} fz="sm">
              {t(`orders.status.${status}`)}
            </Anchor>
            <Badge variant="light" color="gray">
              {format.number(counts.get(status) ?? 0)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
