import { type ComponentType, memo } from 'react';
import type { StatsParams } from '../lib/stats-filters';

/** Two selections of the statistics are the same when every field is, whatever the objects. */
export function sameStatsParams(a: StatsParams, b: StatsParams): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof StatsParams>;
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * A dashboard card that renders again only when its selection changes: the page above it renders whenever
 * one of its own answers arrives (the summary, the branches), and each card's charts and tables are the costly
 * part of the page's main-thread work.
 */
export function memoOnParams<P extends { params: StatsParams }>(Component: ComponentType<P>) {
  return memo(Component, (previous, next) => {
    const keys = new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<keyof P>;
    return [...keys].every((key) =>
      key === 'params' ? sameStatsParams(previous.params, next.params) : Object.is(previous[key], next[key]),
    );
  });
}
