import { Group, Radio, Skeleton, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOCALES, type Locale } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { toLocale } from '@/lib/format';
import { type AlertDigest, useAlertDigest } from '../api/get-alert-digest';
import { useUpdateAlertDigest } from '../api/update-alert-digest';
import { ProfileSection } from './profile-section';

/** The admin's own weekly digest of the dashboard's alerts: opt-in, in the language the admin picks. */
export function AlertDigestCard() {
  const { t, i18n } = useTranslation();
  const query = useAlertDigest();
  const update = useUpdateAlertDigest();
  const save = (next: AlertDigest) =>
    update.mutate(next, {
      onSuccess: () => notifications.show({ color: 'brand', message: t('settings.success') }),
      onError: () => notifications.show({ color: 'red', message: t('settings.failure') }),
    });
  const data = update.isPending && update.variables ? update.variables : query.data;
  return (
    <ProfileSection title={t('profile.alert_digest.title')} description={t('profile.alert_digest.description')}>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton h={72} />
      ) : (
        <Stack gap="sm">
          <Switch
            checked={data.enabled}
            label={t('profile.alert_digest.enabled')}
            disabled={update.isPending}
            onChange={(event) =>
              save({
                enabled: event.currentTarget.checked,
                // Turned on for the first time: in the language the admin is reading.
                language: event.currentTarget.checked && !data.enabled ? toLocale(i18n.language) : data.language,
              })
            }
          />
          <Radio.Group
            label={t('profile.alert_digest.language')}
            value={data.language}
            onChange={(value) => save({ enabled: data.enabled, language: value as Locale })}
          >
            <Group gap="lg" mt={6}>
              {LOCALES.map((locale) => (
                <Radio
                  key={locale}
                  value={locale}
                  label={LANGUAGE_NAMES[locale]}
                  disabled={!data.enabled || update.isPending}
                />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      )}
    </ProfileSection>
  );
}
