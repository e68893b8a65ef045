import { Button, Card, Group, PasswordInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { getErrorMessageKey } from '@/lib/api-error';
import { useDisconnectMailerLite } from '../api/disconnect-mailerlite';
import { useMailerLiteGroups } from '../api/get-mailerlite-groups';
import type { MailerLiteSettings } from '../api/get-mailerlite-settings';
import { useUpdateMailerLiteSettings } from '../api/update-mailerlite-settings';

interface MailerLiteSettingsCardProps {
  settings: MailerLiteSettings;
  /** City admins change the key and the group; the others read them. */
  canWrite: boolean;
}

/**
 * The MailerLite account of the city: the API key is written, never read back (the field shows the last 4
 * characters of the saved one), the group is chosen among the account's, loaded with the saved key.
 */
export function MailerLiteSettingsCard({ settings, canWrite }: MailerLiteSettingsCardProps) {
  const { t } = useTranslation();
  const save = useUpdateMailerLiteSettings(settings.cityId);
  const disconnect = useDisconnectMailerLite(settings.cityId);
  const confirmed = useConfirmedAction();
  const groups = useMailerLiteGroups(settings.cityId, settings.hasApiKey);
  const [apiKey, setApiKey] = useState('');
  const [groupId, setGroupId] = useState<string | null>(settings.groupId);
  const [enabled, setEnabled] = useState(settings.enabled);
  const options = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  if (settings.groupId && settings.groupName && !options.some((option) => option.value === settings.groupId)) {
    options.unshift({ value: settings.groupId, label: settings.groupName });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const key = apiKey.trim();
    try {
      // A new key may be another account's: its groups are loaded once it is saved, and the group chosen then.
      const saved = await save.mutateAsync(key ? { apiKey: key, enabled } : { groupId, enabled });
      setApiKey('');
      setGroupId(saved.groupId);
      notifications.show({ color: 'brand', message: t('mailerlite.settings.saved') });
    } catch {
      // shown above the fields
    }
  };

  const askDisconnect = async () => {
    const done = await confirmed({
      title: t('mailerlite.settings.disconnect_title'),
      message: t('mailerlite.settings.disconnect_message'),
      confirmLabel: t('mailerlite.settings.disconnect_confirm'),
      danger: true,
      run: () => disconnect.mutateAsync(),
      success: t('mailerlite.settings.disconnected'),
    });
    if (done) {
      setGroupId(null);
      setEnabled(false);
    }
  };

  const groupHint = !settings.hasApiKey
    ? t('mailerlite.settings.group_needs_key')
    : groups.isError
      ? t(getErrorMessageKey(groups.error))
      : undefined;

  return (
    <Card component="section" aria-labelledby="mailerlite-settings-title">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} fz="h4" id="mailerlite-settings-title">
            {t('mailerlite.settings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mailerlite.settings.intro')}
          </Text>
          <FormErrorAlert messageKey={save.isError ? getErrorMessageKey(save.error) : null} />
          <PasswordInput
            label={t('mailerlite.settings.api_key')}
            leftSection={<IconKey size={16} aria-hidden />}
            placeholder={
              settings.hasApiKey && settings.apiKeyHint
                ? t('mailerlite.settings.api_key_stored', { hint: settings.apiKeyHint })
                : t('mailerlite.settings.api_key_placeholder')
            }
            description={
              settings.hasApiKey ? t('mailerlite.settings.api_key_keep') : t('mailerlite.settings.api_key_new')
            }
            value={apiKey}
            onChange={(event) => setApiKey(event.currentTarget.value)}
            autoComplete="off"
            maxLength={2000}
            disabled={!canWrite}
          />
          <Select
            label={t('mailerlite.settings.group')}
            placeholder={
              groups.isFetching ? t('mailerlite.settings.groups_loading') : t('mailerlite.settings.group_placeholder')
            }
            description={groupHint}
            data={options}
            value={groupId}
            onChange={setGroupId}
            disabled={!canWrite || !settings.hasApiKey}
            nothingFoundMessage={t('mailerlite.settings.nothing_found')}
            searchable
            allowDeselect={false}
          />
          <Switch
            label={t('mailerlite.settings.enabled')}
            description={t('mailerlite.settings.enabled_hint')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
            disabled={!canWrite}
          />
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Text size="xs" c="dimmed">
              {canWrite ? '' : t('mailerlite.settings.read_only')}
            </Text>
            <Group gap="sm">
              {canWrite && settings.hasApiKey && (
                <DangerButton onClick={() => void askDisconnect()} loading={disconnect.isPending}>
                  {t('mailerlite.settings.disconnect')}
                </DangerButton>
              )}
              <Button type="submit" loading={save.isPending} disabled={!canWrite}>
                {t('mailerlite.settings.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
