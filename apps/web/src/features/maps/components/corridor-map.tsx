import type { DayRange } from '@mobiverte/contracts';
import { useState } from 'react';
import { useMe } from '@/lib/auth/session';
import { useCarpoolMeetingPoints } from '../api/get-carpool-meeting-points';
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

/**
 * A scope's corridors over a range: the map's configuration, the corridors and the basemap's areas, in their frame,
 * and, where the city has carpooling, the carpool meeting points of the same scope and range (asked for once their
 * layer is switched on; hours and modes do not apply to them).
 */
export function CorridorMap({ scope, range, filters, name, height }: CorridorMapProps) {
  const me = useMe();
  const hasCarpooling = me.carpoolOnly || me.addons.carpoolEvents;
  const [meetingPointsShown, setMeetingPointsShown] = useState(false);
  const config = useMapConfig();
  const corridors = useCorridors(range ? toMapQuery(filters, scope, range) : null);
  const meetingPoints = useCarpoolMeetingPoints(
    hasCarpooling && meetingPointsShown && range
      ? toMapQuery({ organisationId: filters.organisationId, hours: null, modes: [] }, scope, range)
      : null,
  );
  const basemap = useBasemapAreas(scope, range);
  return (
    <MapPageFrame config={config} range={range} errors={[corridors, meetingPoints]}>
      {(mapConfig) => (
        <CorridorMapView
          config={mapConfig}
          data={corridors.data}
          fetching={corridors.isFetching}
          areas={basemap.areas}
          bounds={basemap.bounds}
          name={name}
          height={height}
          meetingPoints={
            hasCarpooling
              ? {
                  shown: meetingPointsShown,
                  onToggle: setMeetingPointsShown,
                  data: meetingPoints.data,
                  fetching: meetingPoints.isFetching,
                }
              : null
          }
        />
      )}
    </MapPageFrame>
  );
}
