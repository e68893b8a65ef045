import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReportFigures } from '@mobiverte/contracts';
import { IconCloud, IconLeaf, IconRoute, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';

/** The report's key figures, then the extrapolation to all employees, marked as such. */
export function ReportSummary({ totals }: { totals: ReportFigures }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kg = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard
          label={t('reports.figures.participants')}
          value={format.number(totals.participants)}
          icon={<IconUsers size={22} />}
          hint={
            totals.employees !== null && totals.coverage !== null
              ? t('reports.figures.coverage_hint', {
                  employees: format.number(totals.employees),
                  coverage: format.number(totals.coverage, { style: 'percent', maximumFractionDigits: 1 }),
                })
              : undefined
          }
        />
        <StatCard
          label={t('reports.figures.distance')}
          value={format.number(totals.distanceKm, { maximumFractionDigits: 0 })}
          unit="km"
          icon={<IconRoute size={22} />}
          hint={t('reports.figures.trips', { count: totals.trips, formatted: format.number(totals.trips) })}
        />
        <StatCard
          label={t('reports.figures.emitted')}
          value={kg(totals.emittedKg)}
          unit={t('reports.unit_kg')}
          icon={<IconCloud size={22} />}
          definition={t('reports.explain.emitted')}
        />
        <StatCard
          label={t('reports.figures.avoided')}
          value={kg(totals.avoidedKg)}
          unit={t('reports.unit_kg')}
          icon={<IconLeaf size={22} />}
          definition={t('reports.explain.avoided')}
          hint={t('reports.figures.credited', { value: kg(totals.creditedKg) })}
        />
      </SimpleGrid>
      {totals.extrapolatedEmittedKg !== null && totals.extrapolatedAvoidedKg !== null && (
        <Card withBorder>
          <Stack gap={6}>
            <Group gap="xs">
              <Badge variant="light" color="orange">
                {t('reports.extrapolation.badge')}
              </Badge>
              <Text fw={600}>
                {t('reports.extrapolation.figures', {
                  emitted: kg(totals.extrapolatedEmittedKg),
                  avoided: kg(totals.extrapolatedAvoidedKg),
                })}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('reports.extrapolation.note')}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
