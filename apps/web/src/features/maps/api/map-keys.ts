import { createQueryKeys } from '@/lib/api/query-keys';

const keys = createQueryKeys('maps');
/**
 * Every map answer: the configuration, the heat map, the corridors, the carpool meeting points and the postal areas
 * (an upload refreshes them).
 */
export const mapKeys = {
  ...keys,
  config: () => [...keys.all, 'config'] as const,
  heat: (query: object) => [...keys.all, 'heat', query] as const,
  corridors: (query: object) => [...keys.all, 'corridors', query] as const,
  carpoolMeetingPoints: (query: object) => [...keys.all, 'carpool-meeting-points', query] as const,
  postalAreas: (query: object) => [...keys.all, 'postal-areas', query] as const,
};
