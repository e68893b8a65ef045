import type { DayRange } from '@mobiverte/contracts';
import { useCorridors } from '../api/get-corridors';
import { useMapConfig } from '../api/get-map-config';
import { useBasemapAreas } from '../hooks/use-basemap-areas';
import { type MapFilters, type MapScope, toMapQuery } from '../lib/map-filters';
import { CorridorMapView } from './corridor-map-view';
import { MapPageFrame } from './map-page-frame';

interface CorridorMapProps {
  scope: MapScope;
  /** Null while the chosen range is incomplete: the frame says so. */
  range: DayRange | null;
  filters: Pick<MapFilters, 'hours' | 'modes' | 'organisationId'>;
  /** Names the map's landmarks (two maps on one page need two names). */
  name: string;
  height?: number;
}

/** A scope's corridors over a range: the map's configuration, the corridors and the basemap's areas, in their frame. */
export function CorridorMap({ scope, range, filters, name, height }: CorridorMapProps) {
  const config = useMapConfig();
  const corridors = useCorridors(range ? toMapQuery(filters, scope, range) : null);
  const basemap = useBasemapAreas(scope, range);
  return (
    <MapPageFrame config={config} range={range} errors={[corridors]}>
      {(mapConfig) => (
        <CorridorMapView
          config={mapConfig}
          data={corridors.data}
          fetching={corridors.isFetching}
          areas={basemap.areas}
          bounds={basemap.bounds}
          name={name}
          height={height}
        />
      )}
    </MapPageFrame>
  );
}
