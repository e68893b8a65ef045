import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatsParams } from '../lib/stats-filters';
import { MeasureCards } from './measure-cards';
import { ModeBreakdownCard } from './mode-breakdown-card';
import { OverviewGrid } from './overview-grid';
import { ScoreCard } from './score-card';
import { StatsOverTimeCard } from './stats-over-time-card';
import { TopParticipantsCard } from './top-participants-card';

interface StatisticsOverviewProps {
  params: StatsParams;
  /** Shown above the six figures (the city's totals). */
  before?: ReactNode;
  /** Shown above the most active participants (the city's organisations). */
  after?: ReactNode;
}

/** The overview tab: the six figures, their evolution, the modes, the score and the most active participants. */
export function StatisticsOverview({ params, before, after }: StatisticsOverviewProps) {
  return (
    <Stack gap="lg">
      {before}
      <MeasureCards params={params} />
      <StatsOverTimeCard params={params} />
      <OverviewGrid wide={<ModeBreakdownCard params={params} />} narrow={<ScoreCard params={params} />} />
      {after}
      <TopParticipantsCard params={params} />
    </Stack>
  );
}
