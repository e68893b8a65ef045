import { Card, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconFlame, IconRoute, IconRun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BODY_WEIGHT_KG } from '@mobiverte/contracts';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { ActiveTimeChart, ChartSuspense } from '../charts/lazy-charts';
import { type ActiveModesSummary, type RankedMode, summariseActiveModes } from '../lib/mode-breakdown';
import type { StatsParams } from '../lib/stats-filters';
import { NoTripsState } from './no-trips-state';
import { StatsPanel } from './stats-panel';
import { StatsUnavailable } from './stats-unavailable';
import { TransportModeLabel } from './transport-mode-label';

/** A card has room for "54 h", not for "53 h 37 min". */
const WHOLE_HOURS_FROM = 10 * 60;

function ActiveModesTable({ modes }: { modes: RankedMode[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">{t('dashboard.activity.table')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.modes.mode')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.measures.sessions')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.modes.distance')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.measures.durationMin')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.measures.calories')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modes.map((mode) => (
            <Table.Tr key={mode.activityType}>
              <Table.Td>
                <TransportModeLabel mode={mode.activityType} />
              </Table.Td>
              <Table.Td ta="right">{format.number(mode.sessions)}</Table.Td>
              <Table.Td ta="right">{format.distanceKm(mode.distanceKm)}</Table.Td>
              <Table.Td ta="right">{format.durationMinutes(mode.durationMin)}</Table.Td>
              <Table.Td ta="right">{t('dashboard.units.kcal_value', { value: format.number(mode.calories) })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ActivityCards({ summary }: { summary: ActiveModesSummary | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const totals = summary?.totals;
  const loading = !totals;
  return (
    <SimpleGrid type="container" cols={{ base: 1, '440px': 2, '900px': 4 }} spacing="md">
      <StatCard
        label={t('dashboard.activity.time')}
        value={totals && format.durationMinutes(totals.durationMin, WHOLE_HOURS_FROM)}
        icon={<IconClock size={24} />}
        loading={loading}
      />
      <StatCard
        label={t('dashboard.activity.calories')}
        value={totals && format.number(totals.calories)}
        unit={t('dashboard.units.kcal')}
        icon={<IconFlame size={24} />}
        loading={loading}
      />
      <StatCard
        label={t('dashboard.activity.trips')}
        value={totals && format.number(totals.sessions)}
        icon={<IconRun size={24} />}
        loading={loading}
      />
      <StatCard
        label={t('dashboard.activity.distance')}
        value={totals && format.figure(totals.distanceKm)}
        unit={t('dashboard.units.km')}
        icon={<IconRoute size={24} />}
        loading={loading}
      />
    </SimpleGrid>
  );
}

/** The "fitness" view: time and calories of the active modes (walking, running, cycling, skating, skiing…). */
export function ActivityPanel({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useStatsBy(params);
  const summary = query.data && summariseActiveModes(query.data.byMode);
  return (
    <Stack gap="lg">
      {query.isError && !query.data ? (
        <Card>
          <StatsUnavailable onRetry={() => void query.refetch()} />
        </Card>
      ) : (
        <ActivityCards summary={summary} />
      )}
      <StatsPanel
        title={t('dashboard.activity.by_mode_title')}
        description={t('dashboard.activity.by_mode_description')}
        query={{ ...query, data: summary }}
      >
        {({ modes }) =>
          modes.length === 0 ? (
            <NoTripsState />
          ) : (
            <Stack gap="lg">
              <ChartSuspense height={modes.length * 38 + 40}>
                <ActiveTimeChart
                  modes={modes}
                  summary={modes
                    .map(
                      (mode) =>
                        `${t(`transport_modes.${mode.activityType}`)} ${format.durationMinutes(mode.durationMin)}`,
                    )
                    .join(', ')}
                />
              </ChartSuspense>
              <ActiveModesTable modes={modes} />
            </Stack>
          )
        }
      </StatsPanel>
      <Text fz="xs" c="dimmed">
        {t('dashboard.activity.calories_note', { weight: DEFAULT_BODY_WEIGHT_KG })}
      </Text>
    </Stack>
  );
}
