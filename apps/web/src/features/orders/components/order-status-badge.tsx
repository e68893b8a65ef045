import { Badge } from '@mantine/core';
import type { OrderStatus } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatus, string> = {
  active: 'blue',
  on_hold: 'yellow',
  completed: 'green',
  cancelled: 'red',
  expired: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" miw="max-content">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
