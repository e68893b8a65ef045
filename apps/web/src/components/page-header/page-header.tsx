import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/route-meta';

interface PageHeaderProps {
  /** Defaults to the title declared by the route. */
  title?: ReactNode;
  /** Defaults to the description declared by the route. */
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const meta = usePageMeta();
  const heading = title ?? (meta ? t(meta.titleKey) : null);
  const text = description ?? (meta?.descriptionKey ? t(meta.descriptionKey) : null);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4} maw={720}>
        <Title order={1} fz="h2" c="bright">
          {heading}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
