import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { wrapNotificationContent } from '@mobiverte/contracts';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding';

/** Lines a locked phone shows before "more": longer content is cut there until the participant expands it. */
const LOCK_SCREEN_LINES = 4;

/**
 * How the notification shows on a phone's lock screen: the app's name, the title on one line, and the content
 * wrapped about every 40 characters (spec §3), cut after four lines as phones do until it is opened.
 */
export function PhonePreview({ title, content }: { title: string; content: string }) {
  const { t } = useTranslation();
  const branding = useBranding();
  const lines = wrapNotificationContent(content);
  const shown = lines.slice(0, LOCK_SCREEN_LINES);
  const cut = lines.length > LOCK_SCREEN_LINES;
  return (
    <Stack gap="xs" role="figure" aria-label={t('notifications.preview.label')}>
      <Box
        style={{
          borderRadius: 36,
          padding: '44px 10px 60px',
          background: 'linear-gradient(160deg, var(--mantine-color-brand-8), var(--mantine-color-dark-7))',
          maxWidth: 340,
          width: '100%',
          marginInline: 'auto',
        }}
      >
        <Text ta="center" c="white" fz={40} fw={300} lh={1} aria-hidden>
          9:41
        </Text>
        <Paper radius="lg" px="xs" py="sm" mt="xl" style={{ background: 'rgba(255, 255, 255, 0.92)' }}>
          <Group gap={6} wrap="nowrap" mb={4}>
            <IconBellRinging size={14} aria-hidden />
            <Text fz={11} tt="uppercase" c="dimmed" style={{ flex: 1 }} truncate>
              {branding.name}
            </Text>
            <Text fz={11} c="dimmed">
              {t('notifications.preview.now')}
            </Text>
          </Group>
          <Text fz={13} fw={700} c="dark.9" truncate data-testid="preview-title">
            {title || t('notifications.preview.title_placeholder')}
          </Text>
          <Box data-testid="preview-content" style={{ fontFamily: 'inherit' }}>
            {(content ? shown : [t('notifications.preview.content_placeholder')]).map((line, index) => (
              <Text key={index} fz={13} c="dark.7" lh={1.35} style={{ whiteSpace: 'pre', overflow: 'hidden' }}>
                {index === shown.length - 1 && cut ? `${line}…` : line || '\u00a0'}
              </Text>
            ))}
          </Box>
        </Paper>
      </Box>
      <Text fz="xs" c="dimmed" ta="center">
        {lines.length > 1
          ? t('notifications.preview.wraps', { count: lines.length })
          : t('notifications.preview.one_line')}
      </Text>
    </Stack>
  );
}
