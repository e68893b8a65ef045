import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header/page-header';
import { useMe } from '@/lib/auth/session';
import { useCorridors } from '../api/get-corridors';
import { useMapConfig } from '../api/get-map-config';
import { CorridorMapView } from '../components/corridor-map-view';
import { MapFiltersBar } from '../components/map-filters-bar';
import { MapPageFrame } from '../components/map-page-frame';
import { useBasemapAreas } from '../hooks/use-basemap-areas';
import { useMapUrlState } from '../hooks/use-map-url-state';
import { getMapRange, toMapQuery } from '../lib/map-filters';

/** `/maps`: the city's trip corridors by mode, start and end clusters (carpool meeting points will join them). */
export function CorridorMapPage() {
  const me = useMe();
  const { filters, today, setFilters } = useMapUrlState();
  const config = useMapConfig();
  const scope = { cityId: me.cityId ?? '' };
  const range = getMapRange(filters, today);
  const corridors = useCorridors(range ? toMapQuery(filters, scope, range) : null);
  const basemap = useBasemapAreas(scope, range);
  return (
    <Stack gap="lg">
      <PageHeader />
      <MapFiltersBar filters={filters} today={today} onChange={setFilters} withOrganisation />
      <MapPageFrame config={config} range={range} errors={[corridors]}>
        {(mapConfig) => (
          <CorridorMapView
            config={mapConfig}
            data={corridors.data}
            fetching={corridors.isFetching}
            areas={basemap.areas}
            bounds={basemap.bounds}
            name="corridors"
          />
        )}
      </MapPageFrame>
    </Stack>
  );
}
