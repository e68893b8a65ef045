import '@mantine/core/styles/Timeline.css';
import { isOrderOpen } from '@mobiverte/contracts';
import { Timeline, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { Order } from '../api/get-orders';

const EVENTS = ['createdAt', 'claimedAt', 'claimExpiresAt', 'completedAt', 'cancelledAt', 'expiredAt'] as const;

/** The dates of an order in the order they happened, then when it expires if still open. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const events = EVENTS.flatMap((key) => (order[key] ? [{ key, at: order[key] }] : [])).sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
      {events.map((event) => (
        <Timeline.Item key={event.key} title={t(`orders.timeline.${event.key}`)}>
          <Text fz="sm" c="dimmed">
            {format.dateTime(event.at)}
          </Text>
        </Timeline.Item>
      ))}
      {isOrderOpen(order.status) && (
        <Timeline.Item title={t('orders.timeline.expiresAt')} lineVariant="dashed">
          <Text fz="sm" c="dimmed">
            {format.dateTime(order.expiresAt)}
          </Text>
        </Timeline.Item>
      )}
    </Timeline>
  );
}
