import { Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DELIVERY_STATUS_VALUES, type DeliveryStatus } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FormBody } from '@/components/form/read-only';
import { getErrorMessageKey } from '@/lib/api-error';
import type { Order } from '../api/get-orders';
import { useUpdateOrderDelivery } from '../api/update-order-delivery';

/** The delivery status and tracking number of an order, saved together; as text when it may not change. */
export function OrderDeliveryForm({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateOrderDelivery();
  const form = useForm({
    initialValues: {
      deliveryStatus: order.deliveryStatus as DeliveryStatus,
      trackingNumber: order.trackingNumber ?? '',
    },
  });
  const submit = form.onSubmit(
    (values) =>
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
    focusFirstError,
  );
  return (
    <form onSubmit={submit}>
      <FormBody readOnly={readOnly}>
        <Group gap="lg" align="flex-end" wrap="wrap">
          <SelectField
            label={t('orders.delivery_form.status')}
            data={DELIVERY_STATUS_VALUES.map((status) => ({ value: status, label: t(`orders.delivery.${status}`) }))}
            allowDeselect={false}
            w={220}
            control={form}
            name="deliveryStatus"
          />
          <TextField
            label={t('orders.delivery_form.tracking')}
            placeholder={t('orders.delivery_form.tracking_placeholder')}
            maxLength={100}
            w={240}
            control={form}
            name="trackingNumber"
          />
          <FormActions form={form} submitLabel={t('orders.delivery_form.save')} loading={update.isPending} />
        </Group>
      </FormBody>
    </form>
  );
}
