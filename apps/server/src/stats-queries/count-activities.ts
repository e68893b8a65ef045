import type { DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { sumActiveParticipantDays } from './active-participant-counters.ts';
import type { StatsScope } from './stats-scope.ts';

/** Activities: participant-days with at least one sustainable trip in the range (from the daily counters). */
export async function countActivities(db: Db, scope: StatsScope, range: DayRange): Promise<number> {
  return sumActiveParticipantDays(db, scope, range);
}
