import type { DayRange } from '@mobiverte/contracts';
import type { FeatureCollection } from 'geojson';
import { usePostalAreas } from '../api/get-postal-areas';
import { boundsOf } from '@/components/map/map-bounds';
import type { MapScope } from '../lib/map-filters';

/**
 * The city's postal areas for the offline basemap, and the view that holds them: asked for the period alone, so
 * that changing the hours or the modes leaves the basemap where it is. No areas: a plain background.
 */
export function useBasemapAreas(scope: MapScope, range: DayRange | null) {
  const areas = usePostalAreas(range ? { ...scope, ...range } : null);
  const collection = (areas.data?.areas as FeatureCollection | undefined) ?? null;
  return { areas: collection, bounds: collection ? boundsOf([collection]) : null };
}
