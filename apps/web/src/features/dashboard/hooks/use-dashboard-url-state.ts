import { useSearchParams } from 'react-router';
import { todayIn } from '@/lib/calendar-days';
import { type DashboardTab, readDashboardTab, writeDashboardTab } from '../lib/dashboard-tabs';
import { readStatsFilters, type StatsFilters, writeStatsFilters } from '../lib/stats-filters';

/**
 * The dashboard's filters and open tab, read from and written to the URL query so that a view can be shared
 * and reloaded. `today` is the date in the city's time zone.
 */
export function useDashboardUrlState(timeZone: string) {
  const [search, setSearch] = useSearchParams();
  return {
    filters: readStatsFilters(search),
    tab: readDashboardTab(search),
    today: todayIn(timeZone),
    setFilters: (filters: StatsFilters) =>
      setSearch((current) => writeStatsFilters(current, filters), { replace: true }),
    setTab: (tab: DashboardTab) => setSearch((current) => writeDashboardTab(current, tab), { replace: true }),
  };
}
