import { Anchor, Box, Card, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { KbsSectionCard } from '../components/kbs-section-card';
import { TENANT_KBS_SECTIONS } from '../lib/kbs';

/** `/tenant/tenantKBS`: how orders, codes, claims, expiry, refunds and exports work, for merchants. */
export function TenantKbsPage() {
  const { t } = useTranslation();
  const values = { minutes: '15' };
  return (
    <Stack gap="lg">
      <PageHeader />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Box pos="sticky" top={84}>
            <Card component="nav" aria-label={t('help.kbs.contents')} p="md">
              <Stack gap={6}>
                <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
                  {t('help.kbs.contents')}
                </Text>
                {TENANT_KBS_SECTIONS.map((section) => (
                  <Anchor key={section.id} href={`#kbs-${section.id}`} fz="sm">
                    {t(`help.tenant_kbs.sections.${section.id}.title`, values)}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            {TENANT_KBS_SECTIONS.map((section) => (
              <KbsSectionCard key={section.id} section={section} values={values} base="tenant_kbs" />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
