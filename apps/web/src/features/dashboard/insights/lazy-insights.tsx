import { lazy } from 'react';
import { ensureNamespaces } from '@/lib/i18n';

/** The drawer and the alerts card load with their texts (the `insights` and `alerts` namespaces) when first shown. */
export const BreakdownDrawer = lazy(() =>
  Promise.all([import('./breakdown-drawer'), ensureNamespaces(['insights'])]).then(([module]) => ({
    default: module.BreakdownDrawer,
  })),
);
export const EngagementAlertsCard = lazy(() =>
  Promise.all([import('./engagement-alerts-card'), ensureNamespaces(['alerts'])]).then(([module]) => ({
    default: module.EngagementAlertsCard,
  })),
);
