import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DELIVERY_STATUS_VALUES, type DeliveryStatus } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import type { Order } from '../api/get-orders';
import { useUpdateOrderDelivery } from '../api/update-order-delivery';

/** The delivery status and tracking number of an order, saved together. */
export function OrderDeliveryForm({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateOrderDelivery();
  const form = useForm({
    initialValues: {
      deliveryStatus: order.deliveryStatus as DeliveryStatus,
      trackingNumber: order.trackingNumber ?? '',
    },
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        orderId: order.id,
        body: { deliveryStatus: values.deliveryStatus, trackingNumber: values.trackingNumber.trim() || null },
      },
      {
        onSuccess: (saved) => {
          form.resetDirty({ deliveryStatus: saved.deliveryStatus, trackingNumber: saved.trackingNumber ?? '' });
          notifications.show({ color: 'brand', message: t('orders.delivery_form.success') });
        },
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      },
    ),
  );
  const statusInput = form.getInputProps('deliveryStatus');
  const trackingInput = form.getInputProps('trackingNumber');
  return (
    <form onSubmit={submit}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('orders.delivery_form.status')}
          data={DELIVERY_STATUS_VALUES.map((status) => ({ value: status, label: t(`orders.delivery.${status}`) }))}
          allowDeselect={false}
          disabled={readOnly}
          w={220}
          {...statusInput}
        />
        <TextInput
          label={t('orders.delivery_form.tracking')}
          placeholder={t('orders.delivery_form.tracking_placeholder')}
          maxLength={100}
          disabled={readOnly}
          w={240}
          {...trackingInput}
        />
        {!readOnly && (
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('orders.delivery_form.save')}
          </Button>
        )}
      </Group>
    </form>
  );
}
