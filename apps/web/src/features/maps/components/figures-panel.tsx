import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The figures of what was picked on a map or in its list, over the map's top left corner. */
export function FiguresPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="md" p="sm" radius="md" w={280} aria-live="polite" role="dialog" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <CloseButton aria-label={t('actions.close')} onClick={onClose} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
