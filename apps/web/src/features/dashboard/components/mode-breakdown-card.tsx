import { SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { ChartSuspense, ModeDonutChart } from '../charts/lazy-charts';
import { type ModeMeasure, type RankedMode, rankModes } from '../lib/mode-breakdown';
import type { StatsParams } from '../lib/stats-filters';
import { NoTripsState } from './no-trips-state';
import { StatsPanel } from './stats-panel';
import { TransportModeLabel } from './transport-mode-label';

const DONUT_SIZE = 210;
/** The donut and the table share the sustainable distance. */
const SHARE_OF: ModeMeasure = 'distanceKm';

function ModeTable({ modes }: { modes: RankedMode[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">{t('dashboard.modes.table')}</VisuallyHidden>
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
              {t('dashboard.modes.share')}
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
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm" fw={600} span>
                  {mode.share > 0 && mode.share < 0.005
                    ? t('dashboard.modes.share_below', { value: format.percent(0.01) })
                    : format.percent(mode.share)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Share of the sustainable distance by transport mode: a donut and the same figures in a table. */
export function ModeBreakdownCard({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useStatsBy(params);
  return (
    <StatsPanel
      title={t('dashboard.modes.title')}
      description={t('dashboard.modes.description')}
      query={query}
      skeletonHeight={DONUT_SIZE}
    >
      {(data) => {
        const modes = rankModes(data.byMode, SHARE_OF);
        if (modes.length === 0) return <NoTripsState />;
        const summary = t('dashboard.modes.summary', {
          modes: modes
            .slice(0, 3)
            .map((mode) => `${t(`transport_modes.${mode.activityType}`)} ${format.percent(mode.share)}`)
            .join(', '),
        });
        return (
          <SimpleGrid type="container" cols={{ base: 1, '620px': 2 }} spacing="lg" verticalSpacing="lg">
            <ChartSuspense height={DONUT_SIZE}>
              <ModeDonutChart modes={modes} totalKm={data.totals.distanceKm} size={DONUT_SIZE} summary={summary} />
            </ChartSuspense>
            <ModeTable modes={modes} />
          </SimpleGrid>
        );
      }}
    </StatsPanel>
  );
}
