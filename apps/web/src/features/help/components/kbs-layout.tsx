import { Anchor, Box, Card, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KbsSection } from '../lib/kbs';
import { KbsSectionCard } from './kbs-section-card';

interface KbsLayoutProps {
  sections: readonly KbsSection[];
  /** The city's knowledge base, or the merchant's. */
  base: 'kbs' | 'tenant_kbs';
  values: Record<string, string>;
}

/** A knowledge base: a sticky table of contents beside one card per section. */
export function KbsLayout({ sections, base, values }: KbsLayoutProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <Box pos="sticky" top={84}>
          <Card component="nav" aria-label={t('help.kbs.contents')} p="md">
            <Stack gap={6}>
              <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
                {t('help.kbs.contents')}
              </Text>
              {sections.map((section) => (
                <Anchor key={section.id} href={`#kbs-${section.id}`} fz="sm">
                  {t(`help.${base}.sections.${section.id}.title`, values)}
                </Anchor>
              ))}
            </Stack>
          </Card>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg">
          {sections.map((section) => (
            <KbsSectionCard key={section.id} section={section} values={values} base={base} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
