import { Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

const chartModules = {
  statsOverTime: () => import('./stats-over-time-chart'),
  modeDonut: () => import('./mode-donut-chart'),
  activeTime: () => import('./active-time-chart'),
  adoption: () => import('./adoption-chart'),
  scoreGauge: () => import('./score-gauge'),
};

/**
 * The dashboard routes start this beside their page's import, so that the overview's charts (components/charts,
 * a few kB) download with the page instead of after it has rendered; the activity and app-use tabs' charts load
 * with their tab.
 */
export function preloadDashboardCharts(): Promise<unknown> {
  return Promise.all([chartModules.statsOverTime(), chartModules.modeDonut(), chartModules.scoreGauge()]);
}

/** The charts render after the figures: a skeleton holds their place. */
export const StatsOverTimeChart = lazy(() =>
  chartModules.statsOverTime().then((module) => ({ default: module.StatsOverTimeChart })),
);
export const ModeDonutChart = lazy(() =>
  chartModules.modeDonut().then((module) => ({ default: module.ModeDonutChart })),
);
export const ActiveTimeChart = lazy(() =>
  chartModules.activeTime().then((module) => ({ default: module.ActiveTimeChart })),
);
export const AdoptionChart = lazy(() => chartModules.adoption().then((module) => ({ default: module.AdoptionChart })));
export const ScoreGauge = lazy(() => chartModules.scoreGauge().then((module) => ({ default: module.ScoreGauge })));

export function ChartSuspense({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton h={height} radius="md" aria-hidden />}>{children}</Suspense>;
}
