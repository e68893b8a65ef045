import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type KbsSection, toNumberedKeys } from '../lib/kbs';

/** One topic of the knowledge base: what it is for, how to do it step by step, and what works well. */
export function KbsSectionCard({
  section,
  values,
  base = 'kbs',
}: {
  section: KbsSection;
  values: Record<string, string>;
  /** Where the section texts live: the city's knowledge base, or the merchant's. */
  base?: 'kbs' | 'tenant_kbs';
}) {
  const { t } = useTranslation();
  const Icon = section.icon;
  const key = `help.${base}.sections.${section.id}`;
  return (
    <Card
      component="section"
      id={`kbs-${section.id}`}
      aria-labelledby={`kbs-${section.id}-title`}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <Title order={2} fz="h3" id={`kbs-${section.id}-title`}>
            {t(`${key}.title`, values)}
          </Title>
        </Group>
        <Text lh={1.6}>{t(`${key}.intro`, values)}</Text>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('help.kbs.steps')}
          </Title>
          <List type="ordered" spacing="xs" fz="sm" lh={1.6}>
            {toNumberedKeys(section.steps).map((step) => (
              <List.Item key={step}>{t(`${key}.steps.${step}`, values)}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack
          gap="xs"
          p="md"
          bg="var(--mantine-color-brand-light)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap={6} wrap="nowrap">
            <IconBulb size={18} aria-hidden />
            <Title order={3} fz="md">
              {t('help.kbs.tips')}
            </Title>
          </Group>
          <List spacing="xs" fz="sm" lh={1.6}>
            {toNumberedKeys(section.tips).map((tip) => (
              <List.Item key={tip}>{t(`${key}.tips.${tip}`, values)}</List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </Card>
  );
}
