import { useSearchParams } from 'react-router';
import { type DashboardTab, readDashboardTab, writeDashboardTab } from '../lib/dashboard-tabs';
import { readStatsFilters, type StatsFilters, writeStatsFilters } from '../lib/stats-filters';
import { useCityToday } from './use-city-today';

/**
 * The dashboard's filters and open tab, read from and written to the URL query so that a view can be shared
 * and reloaded. `today` is the date in the city's time zone.
 */
export function useDashboardUrlState() {
  const [search, setSearch] = useSearchParams();
  return {
    filters: readStatsFilters(search),
    tab: readDashboardTab(search),
    today: useCityToday(),
    setFilters: (filters: StatsFilters) =>
      setSearch((current) => writeStatsFilters(current, filters), { replace: true }),
    setTab: (tab: DashboardTab) => setSearch((current) => writeDashboardTab(current, tab), { replace: true }),
  };
}
