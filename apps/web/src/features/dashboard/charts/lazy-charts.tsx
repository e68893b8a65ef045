import { Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

/** The charts load with @mantine/charts and recharts, after the figures: a skeleton holds their place. */
export const StatsOverTimeChart = lazy(() =>
  import('./stats-over-time-chart').then((module) => ({ default: module.StatsOverTimeChart })),
);
export const ModeDonutChart = lazy(() =>
  import('./mode-donut-chart').then((module) => ({ default: module.ModeDonutChart })),
);
export const ActiveTimeChart = lazy(() =>
  import('./active-time-chart').then((module) => ({ default: module.ActiveTimeChart })),
);
export const AppUsageChart = lazy(() =>
  import('./app-usage-chart').then((module) => ({ default: module.AppUsageChart })),
);
export const ScoreGauge = lazy(() => import('./score-gauge').then((module) => ({ default: module.ScoreGauge })));

export function ChartSuspense({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton h={height} radius="md" aria-hidden />}>{children}</Suspense>;
}
