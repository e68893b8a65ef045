import { lazy } from 'react';
import { ensureNamespaces } from '@/lib/i18n';

/** The drawer and the alerts card load with their texts (the `insights` namespace) when first shown. */
const withTexts = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), ensureNamespaces(['insights'])]).then(([module]) => module);

export const BreakdownDrawer = lazy(() =>
  withTexts(() => import('./breakdown-drawer')).then((module) => ({ default: module.BreakdownDrawer })),
);
export const EngagementAlertsCard = lazy(() =>
  withTexts(() => import('./engagement-alerts-card')).then((module) => ({ default: module.EngagementAlertsCard })),
);
