import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useMailerLiteSettings } from '../api/get-mailerlite-settings';
import { MailerLiteSettingsCard } from '../components/mailerlite-settings-card';
import { MailerLiteSubscribersCard } from '../components/mailerlite-subscribers-card';
import { MailerLiteSyncCard } from '../components/mailerlite-sync-card';

/**
 * `/mailerlite` (spec §2, city, when granted): the MailerLite account and group, the last synchronisation with
 * "sync now", and the connected users.
 */
export function MailerLitePage() {
  const { t } = useTranslation();
  const me = useMe();
  const settings = useMailerLiteSettings(me.cityId);
  const own = { cityId: me.cityId };
  return (
    <Stack gap="lg">
      <PageHeader />
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('global.loading')}>
          <Skeleton h={360} />
          <Skeleton h={360} />
        </SimpleGrid>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <MailerLiteSettingsCard
              key={`${settings.data.hasApiKey}-${settings.data.groupId}`}
              settings={settings.data}
              canWrite={canUse(me, 'mailerlite.write', own)}
            />
            <MailerLiteSyncCard settings={settings.data} canSync={canUse(me, 'mailerlite.sync', own)} />
          </SimpleGrid>
          <MailerLiteSubscribersCard cityId={me.cityId} />
        </>
      )}
    </Stack>
  );
}
