import type { CarpoolMeetingPoints } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapQueryParams } from '../lib/map-filters';
import { mapKeys } from './map-keys';
import { api, unwrapData } from '@/lib/api-client';

export type CarpoolMeetingPointsQuery = Pick<MapQueryParams, 'cityId' | 'organisationId' | 'startDate' | 'endDate'>;
export type MeetingPointCell = CarpoolMeetingPoints['cells'][number];

/** Where the carpool matches of the scope's events meet over the range, cells under the threshold left out. */
export async function getCarpoolMeetingPoints(query: CarpoolMeetingPointsQuery) {
  return unwrapData(
    api.GET('/api/maps/carpool-meeting-points', { params: { query } }),
  ) as Promise<CarpoolMeetingPoints>;
}

/** The map's carpool layer: asked for only while it is shown (`query` null otherwise). */
export function useCarpoolMeetingPoints(query: CarpoolMeetingPointsQuery | null) {
  return useQuery({
    queryKey: mapKeys.carpoolMeetingPoints(query ?? {}),
    queryFn: () => getCarpoolMeetingPoints(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
