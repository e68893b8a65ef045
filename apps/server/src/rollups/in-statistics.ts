import type { NewTrip } from '../db/schema/index.ts';

/** Only trips that broke no rule, or that a city admin accepted, are in the statistics (rollups and challenges). */
export const inStatistics = (trip: Pick<NewTrip, 'reviewStatus'>) =>
  trip.reviewStatus == null || trip.reviewStatus === 'accepted';
