export const MATCH_CARPOOL_OCCURRENCE_JOB = 'match-carpool-occurrence';
export const RUN_CARPOOL_OCCURRENCES_JOB = 'run-carpool-occurrences';
/** Every 15 minutes: past occurrences expire, today's and tomorrow's are planned again. */
export const RUN_CARPOOL_OCCURRENCES_CRON = '*/15 * * * *';
/** Requests of one occurrence changing together are planned once, this many seconds after the first change. */
export const CARPOOL_DEBOUNCE_SECONDS = 20;

export type MatchCarpoolOccurrenceData = { eventId: string; occurrenceDate: string };
