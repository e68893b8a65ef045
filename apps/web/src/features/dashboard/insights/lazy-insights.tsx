import { lazy } from 'react';
import { ensureNamespaces } from '@/lib/i18n';

const loadAlertsCard = () =>
  Promise.all([import('./engagement-alerts-card'), ensureNamespaces(['alerts'])]).then(([module]) => module);

/**
 * The dashboards' routes start this beside their page's import: the alerts card sits above the figures, and
 * drawn a second after them it pushed them down and was the page's largest paint.
 */
export function preloadAlertsCard(): Promise<unknown> {
  return loadAlertsCard();
}

/** The drawer and the alerts card load with their texts (the `insights` and `alerts` namespaces) when first shown. */
export const BreakdownDrawer = lazy(() =>
  Promise.all([import('./breakdown-drawer'), ensureNamespaces(['insights'])]).then(([module]) => ({
    default: module.BreakdownDrawer,
  })),
);
export const EngagementAlertsCard = lazy(() =>
  loadAlertsCard().then((module) => ({ default: module.EngagementAlertsCard })),
);
