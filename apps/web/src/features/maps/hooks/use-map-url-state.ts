import { localDayOf } from '@mobiverte/contracts';
import { useSearchParams } from 'react-router';
import { useMe } from '@/lib/auth/session';
import { type MapFilters, readMapFilters, writeMapFilters } from '../lib/map-filters';

/** A map page's filters, read from and written to the URL query; `today` is the date in the city's time zone. */
export function useMapUrlState() {
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  return {
    search,
    filters: readMapFilters(search),
    today: localDayOf(new Date(), me.city.timezone),
    setFilters: (filters: MapFilters) => setSearch((current) => writeMapFilters(current, filters), { replace: true }),
    setParam: (name: string, value: string | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
  };
}
