import {
  carpoolAreaCellShape,
  suppressBins,
  type CarpoolMeetingPoints,
  type MapScopeQuery,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { countScopeMeetingCells } from '../carpool-events/carpool-map.repository.ts';
import { assertMapRange, resolveMapScope } from './maps.service.ts';

/**
 * The maps' carpool layer: where the matches of the scope's carpool events meet over the range, as cells of the
 * carpool grid (never a meet point), those with fewer distinct riders than the city's threshold left out.
 */
export async function getCarpoolMeetingPoints(
  db: Db,
  actor: Actor,
  query: MapScopeQuery,
): Promise<CarpoolMeetingPoints> {
  const { scope, minParticipants } = await resolveMapScope(db, actor, query);
  assertMapRange(query);
  const rows = await countScopeMeetingCells(db, scope, { startDate: query.startDate, endDate: query.endDate });
  const { shown, suppressed } = suppressBins(rows, minParticipants);
  return {
    minParticipants,
    cells: shown
      .map((row) => ({
        ...carpoolAreaCellShape(row),
        events: row.events,
        matches: row.matches,
        riders: row.participants,
        drivers: row.drivers,
      }))
      .sort((a, b) => b.matches - a.matches || a.cell.localeCompare(b.cell)),
    suppressedCells: suppressed,
  };
}
