import { Suspense } from 'react';
import { useEngagementAlerts } from '../api/get-engagement-alerts';
import { EngagementAlertsCard } from '../insights/lazy-insights';
import type { StatsOwnerOrBranch } from '../lib/stats-filters';

/** The week's alerts of the dashboard's owner (or the branch selected): nothing at all when there is none (its code loads only then). */
export function EngagementAlerts({ owner }: { owner: StatsOwnerOrBranch }) {
  const query = useEngagementAlerts(owner);
  if (!query.data || query.data.alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EngagementAlertsCard data={query.data} />
    </Suspense>
  );
}
