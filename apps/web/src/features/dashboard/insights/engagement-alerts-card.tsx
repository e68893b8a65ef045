import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { EngagementAlert } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { EngagementAlerts } from '../api/get-engagement-alerts';

/** Where an alert of a queue is dealt with. */
const QUEUE_LINKS: Partial<Record<EngagementAlert['kind'], string>> = {
  orders_pending: paths.orders.list,
  trip_reviews_pending: paths.tripReviews,
  products_pending: paths.products.list,
  challenge_invitations_pending: paths.challenges.list,
  challenge_ending: paths.challenges.list,
};

function AlertLine({ alert }: { alert: EngagementAlert }) {
  const { t } = useTranslation();
  const format = useFormatters();
  switch (alert.kind) {
    case 'figure_drop':
      return t('alerts.figure_drop', {
        measure: t(`alerts.measures.${alert.measure}`),
        change: format.percent(alert.change),
        current: format.number(alert.current),
        previous: format.number(alert.previous),
      });
    case 'participants_stopped':
      return alert.names && alert.names.length > 0
        ? t('alerts.participants_stopped_named', { count: alert.count, names: alert.names.join(', ') })
        : t('alerts.participants_stopped', { count: alert.count });
    case 'challenge_ending':
      return alert.daysLeft === 0
        ? t('alerts.challenge_ends_today', { name: alert.name })
        : t('alerts.challenge_ending', {
            name: alert.name,
            day: format.calendarDate(alert.endDate),
            count: alert.daysLeft,
          });
    default:
      return t(`alerts.${alert.kind}`, { count: alert.count });
  }
}

/** The last complete week's engagement alerts, each with the place to act on it. */
export function EngagementAlertsCard({ data }: { data: EngagementAlerts }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card withBorder data-testid="engagement-alerts">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="orange" variant="light" size={36} radius="md" aria-hidden>
            <IconInfoCircle size={20} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="md">
              {t('alerts.title', { count: data.alerts.length })}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('alerts.week', { range: format.calendarRange(data.week.startDate, data.week.endDate) })}
            </Text>
          </div>
        </Group>
        <Stack gap={4} component="ul" m={0} pl="md">
          {data.alerts.map((alert, index) => {
            const link = QUEUE_LINKS[alert.kind];
            return (
              <Text component="li" fz="sm" key={`${alert.kind}-${index}`}>
                <AlertLine alert={alert} />
                {link && (
                  <Button component={Link} to={link} variant="subtle" size="compact-sm" ml={4}>
                    {t('alerts.open')}
                  </Button>
                )}
              </Text>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
