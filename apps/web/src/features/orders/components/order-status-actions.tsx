import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { allowedOrderTransitions, type OrderActorKind, type OrderStatus } from '@mobiverte/contracts';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { getErrorMessageKey } from '@/lib/api-error';
import type { Order } from '../api/get-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** The action that moves an order to a status: complete, cancel (refund) or reactivate. */
const ACTION_OF: Partial<Record<OrderStatus, 'complete' | 'cancel' | 'reactivate'>> = {
  completed: 'complete',
  cancelled: 'cancel',
  active: 'reactivate',
};

/** The status changes this actor may make, each behind a confirmation. */
export function OrderStatusActions({ order, actor }: { order: Order; actor: OrderActorKind }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const update = useUpdateOrderStatus();
  const targets = allowedOrderTransitions(actor, order.status);
  if (targets.length === 0) return null;

  const run = async (status: OrderStatus) => {
    const action = ACTION_OF[status]!;
    const confirmed = await confirm({
      title: t(`orders.actions.${action}.title`, { number: order.orderNumber }),
      message: t(`orders.actions.${action}.message`, { points: order.greenpoints }),
      confirmLabel: t(`orders.actions.${action}.confirm`),
      danger: action === 'cancel',
    });
    if (!confirmed) return;
    update.mutate(
      { orderId: order.id, status },
      {
        onSuccess: () => notifications.show({ color: 'brand', message: t(`orders.actions.${action}.success`) }),
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      },
    );
  };

  return (
    <Group gap="sm">
      {targets.map((status) => {
        const action = ACTION_OF[status]!;
        const loading = update.isPending && update.variables?.status === status;
        return action === 'cancel' ? (
          <DangerButton
            key={status}
            leftSection={<IconReceiptRefund size={16} />}
            loading={loading}
            onClick={() => void run(status)}
          >
            {t(`orders.actions.${action}.button`)}
          </DangerButton>
        ) : (
          <Button
            key={status}
            variant={action === 'complete' ? 'filled' : 'light'}
            loading={loading}
            onClick={() => void run(status)}
          >
            {t(`orders.actions.${action}.button`)}
          </Button>
        );
      })}
    </Group>
  );
}
