import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { ChartSuspense, ModeDonutChart } from '../charts/lazy-charts';
import { type ModeMeasure, rankModes } from '../lib/mode-breakdown';
import type { StatsParams } from '../lib/stats-filters';
import { type ModeColumn, ModeTable } from './mode-table';
import { NoTripsState } from './no-trips-state';
import { StatsPanel } from './stats-panel';
import { memoOnParams } from './memo-on-params';

const DONUT_SIZE = 210;
/** The donut and the table share the sustainable distance. */
const SHARE_OF: ModeMeasure = 'distanceKm';
const TABLE_COLUMNS: ModeColumn[] = ['sessions', 'distanceKm', 'share'];

/** Share of the sustainable distance by transport mode: a donut and the same figures in a table. */
function ModeBreakdownCardContent({ params }: { params: StatsParams }) {
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
            <ModeTable modes={modes} columns={TABLE_COLUMNS} caption={t('dashboard.modes.table')} />
          </SimpleGrid>
        );
      }}
    </StatsPanel>
  );
}

export const ModeBreakdownCard = memoOnParams(ModeBreakdownCardContent);
