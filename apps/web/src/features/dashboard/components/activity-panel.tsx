import { Stack, Text } from '@mantine/core';
import { IconClock, IconFlame, IconRoute, IconRun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BODY_WEIGHT_KG } from '@mobiverte/contracts';
import { definitionKey } from '@/components/stat-card/figure-definitions';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { ActiveTimeChart, ChartSuspense } from '../charts/lazy-charts';
import { type ActiveModesSummary, summariseActiveModes } from '../lib/mode-breakdown';
import type { StatsParams } from '../lib/stats-filters';
import { type ModeColumn, ModeTable } from './mode-table';
import { NoTripsState } from './no-trips-state';
import { type StatCardItem, StatCardGrid } from './stat-card-grid';
import { StatsPanel } from './stats-panel';
import { memoOnParams } from './memo-on-params';

/** A card has room for "54 h", not for "53 h 37 min". */
const WHOLE_HOURS_FROM = 10 * 60;
const TABLE_COLUMNS: ModeColumn[] = ['sessions', 'distanceKm', 'durationMin', 'calories'];

function useActivityCards(summary: ActiveModesSummary | undefined): StatCardItem[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const totals = summary?.totals;
  return [
    {
      key: 'time',
      label: t('dashboard.activity.time'),
      value: totals && format.durationMinutes(totals.durationMin, WHOLE_HOURS_FROM),
      icon: <IconClock size={24} />,
    },
    {
      key: 'calories',
      label: t('dashboard.activity.calories'),
      value: totals && format.number(totals.calories),
      unit: t('dashboard.units.kcal'),
      icon: <IconFlame size={24} />,
    },
    {
      key: 'trips',
      label: t('dashboard.activity.trips'),
      value: totals && format.number(totals.sessions),
      definition: t(definitionKey('sessions')),
      icon: <IconRun size={24} />,
    },
    {
      key: 'distance',
      label: t('dashboard.activity.distance'),
      value: totals && format.figure(totals.distanceKm),
      unit: t('dashboard.units.km'),
      icon: <IconRoute size={24} />,
    },
  ];
}

/** The "fitness" view: time and calories of the active modes (walking, running, cycling, skating, skiing…). */
function ActivityPanelContent({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useStatsBy(params);
  const summary = query.data && summariseActiveModes(query.data.byMode);
  const cards = useActivityCards(summary);
  return (
    <Stack gap="lg">
      <StatCardGrid query={query} items={cards} columns={4} />
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
              <ModeTable modes={modes} columns={TABLE_COLUMNS} caption={t('dashboard.activity.table')} />
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

export const ActivityPanel = memoOnParams(ActivityPanelContent);
