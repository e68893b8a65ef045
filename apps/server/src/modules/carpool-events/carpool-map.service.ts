import { carpoolAreaCellShape, carpoolAreaRole, suppressBins, type CarpoolMap } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { findCityMapSettings } from '../../stats-queries/map-settings.ts';
import { countDepartureAreas, countMeetingCells } from './carpool-map.repository.ts';
import { getCarpoolEvent } from './carpool-events.service.ts';

/**
 * An event's map: its destination, where its matches meet and where its participants leave from, as grid cells
 * (never a request's point). A cell with fewer distinct participants than the city's map threshold is left out
 * by the maps' rule (`suppressBins`), only counted.
 */
export async function getCarpoolEventMap(
  db: Db,
  actor: Actor,
  id: string,
  styleUrl: string | null,
): Promise<CarpoolMap> {
  const event = await getCarpoolEvent(db, actor, id);
  const [settings, areaRows, meetingRows] = [
    await findCityMapSettings(db, event.cityId),
    await countDepartureAreas(db, id),
    await countMeetingCells(db, id),
  ];
  const threshold = settings!.minParticipants;
  const areas = suppressBins(areaRows, threshold);
  const meetings = suppressBins(meetingRows, threshold);
  return {
    destination:
      event.lat !== null && event.lng !== null ? { lat: event.lat, lng: event.lng, name: event.address } : null,
    meetingPoints: meetings.shown
      .map((row) => ({ ...carpoolAreaCellShape(row), matches: row.matches, participants: row.participants }))
      .sort((a, b) => b.matches - a.matches || a.cell.localeCompare(b.cell)),
    areas: areas.shown
      .map((row) => ({
        ...carpoolAreaCellShape(row),
        role: carpoolAreaRole(row),
        drivers: row.drivers,
        riders: row.riders,
        count: row.participants,
      }))
      .sort((a, b) => b.count - a.count || a.cell.localeCompare(b.cell)),
    threshold,
    hiddenAreas: areas.suppressed,
    hiddenMeetingPoints: meetings.suppressed,
    styleUrl,
  };
}
