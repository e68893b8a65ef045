import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { CorridorMap } from '../components/corridor-map';
import { MapFiltersBar } from '../components/map-filters-bar';
import { useMapUrlState } from '../hooks/use-map-url-state';
import { getMapRange } from '../lib/map-filters';

/** `/maps`: the city's trip corridors by mode, start and end clusters (carpool meeting points will join them). */
export function CorridorMapPage() {
  const me = useMe();
  const { filters, today, setFilters } = useMapUrlState();
  return (
    <Stack gap="lg">
      <PageHeader />
      <MapFiltersBar filters={filters} today={today} onChange={setFilters} withOrganisation />
      <CorridorMap
        scope={{ cityId: me.cityId ?? '' }}
        range={getMapRange(filters, today)}
        filters={filters}
        name="corridors"
      />
    </Stack>
  );
}
