import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ERROR_CODES } from '@mobiverte/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import type { MailerLiteSettings } from '../api/get-mailerlite-settings';
import { useSyncMailerLite } from '../api/sync-mailerlite';
import { SyncStateBadge } from './sync-state-badge';

const COUNTS = ['added', 'updated', 'removed', 'failed'] as const;

/** Why the last synchronisation stopped, as the error catalogue says it. */
const errorKeyOf = (code: string) =>
  (ERROR_CODES as readonly string[]).includes(code) ? `errors.${code}` : 'errors.unknown_error';

interface MailerLiteSyncCardProps {
  settings: MailerLiteSettings;
  /** The city's accounts with edit rights synchronise. */
  canSync: boolean;
}

/**
 * The last synchronisation (its date on the city's clock, state and counts, the addresses refused) and
 * "sync now": loading, then the new date from the returned timestamp, then the list refetched.
 */
export function MailerLiteSyncCard({ settings, canSync }: MailerLiteSyncCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sync = useSyncMailerLite(settings.cityId);
  const last = settings.lastSyncMailerLiteSubscriptionsTimestamp;
  const { state, errorCode, failures } = settings.sync;

  const syncNow = async () => {
    try {
      const result = await sync.mutateAsync();
      notifications.show({
        color: result.state === 'partial' ? 'orange' : 'brand',
        message:
          result.state === 'partial' ? t('mailerlite.sync.done_partial', result) : t('mailerlite.sync.done', result),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
    }
  };

  return (
    <Card component="section" aria-labelledby="mailerlite-sync-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} fz="h4" id="mailerlite-sync-title">
            {t('mailerlite.sync.title')}
          </Title>
          <SyncStateBadge state={sync.isPending ? 'running' : state} />
        </Group>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('mailerlite.sync.last')}
          </Text>
          <Text fw={600} size="lg" c="bright" data-testid="mailerlite-last-sync" aria-live="polite">
            {last ? format.dateTime(last) : t('mailerlite.sync.never')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('mailerlite.sync.time_zone', { zone: format.timeZone() })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
          {COUNTS.map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`mailerlite.sync.counts.${key}`)}
              </Text>
              <Text fw={600} c={key === 'failed' && settings.sync.failed > 0 ? 'orange.8' : 'bright'}>
                {format.number(settings.sync[key])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {state === 'failed' && errorCode && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t(errorKeyOf(errorCode))}
          </Alert>
        )}
        {failures.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('mailerlite.sync.failures')}
            </Text>
            <List size="sm" spacing={2}>
              {failures.map((failure) => (
                <List.Item key={failure.email} style={{ overflowWrap: 'anywhere' }}>
                  {failure.email} — {failure.message}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Text size="sm">
          {t('mailerlite.sync.consenting', { count: settings.consenting })} ·{' '}
          {t('mailerlite.sync.synced', { count: settings.synced })}
          {settings.groupName ? ` (${settings.groupName})` : ''}
        </Text>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Text size="xs" c="dimmed">
            {settings.configured ? '' : t('mailerlite.sync.not_configured')}
          </Text>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void syncNow()}
            loading={sync.isPending}
            disabled={!canSync || !settings.configured}
          >
            {t('mailerlite.sync.now')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
