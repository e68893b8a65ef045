import { Alert, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ERROR_CODES } from '@mobiverte/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import type { MailerLiteSettings } from '../api/get-mailerlite-settings';
import { useMailerLiteSync, type MailerLiteSyncStatus } from '../api/get-mailerlite-sync';
import { isSyncRunning, useSyncMailerLite } from '../api/sync-mailerlite';
import { SyncStateBadge } from './sync-state-badge';

const COUNTS = ['added', 'updated', 'removed', 'failed'] as const;

/** Why the last synchronisation stopped, as the error catalogue says it. */
const errorKeyOf = (code: string) =>
  (ERROR_CODES as readonly string[]).includes(code) ? `errors.${code}` : 'errors.unknown_error';

/** The state the settings carry, until the synchronisation's own state is read. */
function statusOfSettings(settings: MailerLiteSettings): MailerLiteSyncStatus {
  const { state, startedAt, finishedAt, errorCode, failures, ...counts } = settings.sync;
  const done = counts.added + counts.updated + counts.removed + counts.failed;
  return {
    status: state,
    progress: { done, total: done, ...counts },
    startedAt,
    finishedAt,
    errorCode,
    failures,
    lastSyncMailerLiteSubscriptionsTimestamp: settings.lastSyncMailerLiteSubscriptionsTimestamp,
  };
}

/** How a synchronisation ended, as the toast tells it. */
type SyncEnd = Pick<MailerLiteSyncStatus['progress'], (typeof COUNTS)[number]> & {
  state: MailerLiteSyncStatus['status'];
  errorCode?: string | null;
};

interface MailerLiteSyncCardProps {
  settings: MailerLiteSettings;
  /** The city's accounts with edit rights synchronise. */
  canSync: boolean;
}

/**
 * The last synchronisation (its date on the city's clock, state and counts, the addresses refused) and
 * "sync now": loading, then the new date, then the list refetched. A synchronisation that goes on in the
 * background (this one past the server's wait, the night's, another admin's) shows its progress, read every 2 s.
 */
export function MailerLiteSyncCard({ settings, canSync }: MailerLiteSyncCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sync = useSyncMailerLite(settings.cityId);
  const syncState = useMailerLiteSync(settings.cityId);
  const status = syncState.data ?? statusOfSettings(settings);
  const running = sync.isPending || status.status === 'running';
  const last = settings.lastSyncMailerLiteSubscriptionsTimestamp;
  const { errorCode, failures, progress } = status;
  /** This page started the running synchronisation: its end is announced. */
  const followed = useRef(false);
  const previous = useRef(status.status);

  const announce = (result: SyncEnd) => {
    if (result.state === 'failed') {
      notifications.show({ color: 'red', message: t(errorKeyOf(result.errorCode ?? '')) });
      return;
    }
    notifications.show({
      color: result.state === 'partial' ? 'orange' : 'brand',
      message:
        result.state === 'partial' ? t('mailerlite.sync.done_partial', result) : t('mailerlite.sync.done', result),
    });
  };

  useEffect(() => {
    if (previous.current === 'running' && status.status !== 'running' && followed.current) {
      followed.current = false;
      announce({ ...status.progress, state: status.status, errorCode: status.errorCode });
    }
    previous.current = status.status;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announced once, when the state leaves `running`
  }, [status.status]);

  const syncNow = async () => {
    try {
      const answer = await sync.mutateAsync();
      if (isSyncRunning(answer)) {
        followed.current = true;
        notifications.show({ color: 'blue', message: t('mailerlite.sync.started') });
        return;
      }
      announce(answer);
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
          <SyncStateBadge state={running ? 'running' : status.status} />
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
        {running && (
          <Stack gap={4}>
            <Progress
              value={progress.total > 0 ? (progress.done / progress.total) * 100 : 100}
              striped={progress.total === 0}
              animated={progress.total === 0}
              aria-label={t('mailerlite.sync.progress_label')}
            />
            <Text size="sm" aria-live="polite" data-testid="mailerlite-sync-progress">
              {progress.total > 0
                ? t('mailerlite.sync.progress', { done: progress.done, total: progress.total })
                : t('mailerlite.sync.preparing')}
            </Text>
          </Stack>
        )}
        {syncState.isError && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('mailerlite.sync.status_error')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
          {COUNTS.map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`mailerlite.sync.counts.${key}`)}
              </Text>
              <Text fw={600} c={key === 'failed' && progress.failed > 0 ? 'orange.8' : 'bright'}>
                {format.number(progress[key])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {!running && status.status === 'failed' && errorCode && (
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
            loading={running}
            disabled={!canSync || !settings.configured}
          >
            {t('mailerlite.sync.now')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
