import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Checkbox, Group, List, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DATA_POLICY_VERSION,
  USER_EXPORT_LANGUAGES,
  type UserExportFormat,
  type UserExportLanguage,
} from '@mobiverte/contracts';
import { IconDownload, IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_USE_COMMITMENTS } from '@/components/legal-document/legal-document-modal';
import { getErrorMessageKey } from '@/lib/api-error';
import { usersListKeys } from '@/lib/api/users-list';
import { useFormatters } from '@/lib/use-formatters';
import { useAcceptDataPolicy } from '../api/accept-data-policy';
import { type UserFilters, userExportUrl } from '../lib/user-list-params';

interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  filters: UserFilters;
  /** Participants matching the filters (the list's total). */
  rowCount: number;
}

/** Starts the browser's download of the file (the session cookie goes with it). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The export of the current filter: the data-use policy to accept first (recorded with its version), the
 * format (CSV or Excel) and the language of the headers, then the download.
 */
export function ExportDialog({ opened, onClose, filters, rowCount }: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const accept = useAcceptDataPolicy();
  const [accepted, setAccepted] = useState(false);
  const [fileFormat, setFileFormat] = useState<UserExportFormat>('csv');
  const initialLanguage = (USER_EXPORT_LANGUAGES as readonly string[]).find((language) =>
    i18n.language.startsWith(language),
  ) as UserExportLanguage | undefined;
  const [language, setLanguage] = useState<UserExportLanguage>(initialLanguage ?? 'fr');
  const close = () => {
    setAccepted(false);
    onClose();
  };
  const start = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        download(userExportUrl(filters, fileFormat, language));
        notifications.show({
          color: 'brand',
          message: t('users.export.started', { count: rowCount, formatted: format.number(rowCount) }),
        });
        // The log gets its line when the server starts the file.
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: [...usersListKeys.all, 'exports'] }), 1500);
        close();
      },
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  return (
    <Modal opened={opened} onClose={close} title={t('users.export.title')} size="lg" centered>
      <Stack gap="md">
        <Alert variant="light" color="brand" icon={<IconShieldLock size={18} aria-hidden />}>
          <Text fz="sm">{t('users.export.policy_intro')}</Text>
        </Alert>
        <List fz="sm" spacing={6} aria-label={t('users.export.policy_title')}>
          {DATA_USE_COMMITMENTS.map((commitment) => (
            <List.Item key={commitment}>{t(`legal.commitments.${commitment}`)}</List.Item>
          ))}
        </List>
        <Text fz="xs" c="dimmed">
          {t('users.export.policy_version', { version: DATA_POLICY_VERSION })}
        </Text>
        <Checkbox
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          label={t('users.export.accept')}
        />
        <Group gap="lg" wrap="wrap">
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="users-export-format">
              {t('users.export.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="users-export-format"
              value={fileFormat}
              onChange={(value) => setFileFormat(value as UserExportFormat)}
              data={[
                { value: 'csv', label: t('users.export.csv') },
                { value: 'xlsx', label: t('users.export.xlsx') },
              ]}
            />
          </Stack>
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="users-export-language">
              {t('users.export.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="users-export-language"
              value={language}
              onChange={(value) => setLanguage(value as UserExportLanguage)}
              data={USER_EXPORT_LANGUAGES.map((value) => ({ value, label: t(`users.export.language_${value}`) }))}
            />
          </Stack>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('users.export.row_count', { count: rowCount, formatted: format.number(rowCount) })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            disabled={!accepted || rowCount === 0}
            loading={accept.isPending}
            onClick={start}
          >
            {t('users.export.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
