import { Anchor, Button, Card, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isOrderDeliverable } from '@mobiverte/contracts';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useOrder } from '../api/get-order';
import type { Order } from '../api/get-orders';
import { useSendOrderEmail } from '../api/send-order-email';
import { OrderDeliveryForm } from '../components/order-delivery-form';
import { OrderCode, OrderFacts } from '../components/order-facts';
import { OrderStatusActions } from '../components/order-status-actions';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';

const PRODUCT_FLAGS = [
  ['isCoupon', 'coupon'],
  ['isDelivery', 'delivery'],
  ['isBarCode', 'barCode'],
  ['isQrCode', 'qrCode'],
  ['isCharacter', 'character'],
] as const;

/** One order: product, code, customer, dates, and what the merchant or the city admin may do with it. */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.orders.list} fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('orders.detail.back')}
        </Group>
      </Anchor>
      {order.isError ? (
        <QueryError error={order.error} onRetry={() => void order.refetch()} />
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <Stack gap="md" aria-busy>
          <Skeleton h={40} w={320} />
          <Skeleton h={220} />
        </Stack>
      )}
    </Stack>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const sendEmail = useSendOrderEmail();
  const readOnly = !canUse(me, 'orders.complete');
  const settled = !isOrderDeliverable(order.status);
  const actor = me.role === 'city' ? (me.isAdmin ? 'cityAdmin' : null) : readOnly ? null : 'merchant';
  const details = order.transactionDetails;
  const types = PRODUCT_FLAGS.filter(([flag]) => details[flag]).map(([, type]) => t(`orders.product_type.${type}`));
  const send = () =>
    sendEmail.mutate(
      { orderId: order.id, tenantId: order.tenantId },
      {
        onSuccess: ({ status }) =>
          notifications.show({ color: status === 'failed' ? 'red' : 'brand', message: t(`orders.email.${status}`) }),
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      },
    );

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {t('orders.detail.title', { number: order.orderNumber })}
            <OrderStatusBadge status={order.status} />
          </Group>
        }
        description={t('orders.detail.description', { date: format.dateTime(order.createdAt) })}
        actions={actor && <OrderStatusActions order={order} actor={actor} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card>
              <Title order={2} fz="h4" mb="md">
                {t('orders.detail.product_title')}
              </Title>
              <OrderFacts
                items={[
                  {
                    label: t('orders.fields.product'),
                    value: i18n.language.startsWith('en') ? order.productNameEn : order.productNameFr,
                  },
                  { label: t('orders.fields.category'), value: order.categoryName ?? t('orders.detail.none') },
                  { label: t('orders.fields.tenant'), value: order.tenantName },
                  { label: t('orders.fields.sku'), value: details.sku ?? t('orders.detail.none') },
                  {
                    label: t('orders.fields.price'),
                    value: format.price(order.price),
                  },
                  { label: t('orders.fields.greenpoints'), value: format.number(order.greenpoints) },
                  { label: t('orders.fields.types'), value: types.length ? types.join(', ') : t('orders.detail.none') },
                  { label: t('orders.fields.payment'), value: t(`orders.payment.${order.paymentStatus}`) },
                  {
                    label: order.codeType ? t(`orders.code_type.${order.codeType}`) : t('orders.fields.code'),
                    value: order.code ? <OrderCode code={order.code} /> : t('orders.detail.no_code'),
                  },
                  { label: t('orders.fields.refunded'), value: order.refunded ? t('actions.yes') : t('actions.no') },
                ]}
              />
            </Card>
            <Card>
              <Title order={2} fz="h4" mb="md">
                {t('orders.detail.customer_title')}
              </Title>
              <OrderFacts
                items={[
                  { label: t('orders.fields.customer'), value: order.customerName },
                  {
                    label: t('orders.fields.email'),
                    value: (
                      <Anchor href={`mailto:${order.customerEmail}`} style={{ overflowWrap: 'anywhere' }}>
                        {order.customerEmail}
                      </Anchor>
                    ),
                  },
                  { label: t('orders.fields.user_id'), value: <OrderCode code={order.participantId} /> },
                ]}
              />
              {!readOnly && !settled && (
                <Button
                  mt="md"
                  style={{ alignSelf: 'flex-start' }}
                  variant="light"
                  leftSection={<IconMail size={18} />}
                  loading={sendEmail.isPending}
                  onClick={send}
                >
                  {t('orders.email.send')}
                </Button>
              )}
            </Card>
            <Card>
              <Title order={2} fz="h4" mb="md">
                {t('orders.detail.delivery_title')}
              </Title>
              <OrderDeliveryForm key={order.updatedAt} order={order} readOnly={readOnly || settled} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card>
            <Title order={2} fz="h4" mb="md">
              {t('orders.detail.timeline_title')}
            </Title>
            <OrderTimeline order={order} />
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
