import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { exportDateTimeFormat, csvStream, xlsxStream, type Cell } from '../../lib/tabular-export.ts';
import { CARPOOL_EXPORT_LABELS, type CarpoolExportLanguage } from './carpool-events.export-labels.ts';
import { listAllEventMatches, listAllEventRequests } from './carpool-events.repository.ts';
import { getCarpoolEvent } from './carpool-events.service.ts';
import { findCityTimeZone } from './participant-carpool.repository.ts';

export type CarpoolExportQuery = {
  table: 'requests' | 'matches';
  format: 'csv' | 'xlsx';
  language: CarpoolExportLanguage;
};

/** French and German spreadsheets read a semicolon as the CSV separator. */
const DELIMITER: Record<CarpoolExportLanguage, ',' | ';'> = { fr: ';', en: ',', de: ';' };

/**
 * An event's requests or matches (the event page's tables, every row) as CSV or Excel, in the language asked;
 * times in the city's zone. Read by whoever may read the event.
 */
export async function exportCarpoolEvent(db: Db, actor: Actor, eventId: string, query: CarpoolExportQuery) {
  const event = await getCarpoolEvent(db, actor, eventId);
  const timeZone = await findCityTimeZone(db, event.cityId);
  const labels = CARPOOL_EXPORT_LABELS[query.language];
  const format = exportDateTimeFormat(timeZone);
  const dateTime = (value: Date | null) => (value ? format.format(value) : '');
  let headers: string[];
  let rows: Cell[][];
  if (query.table === 'requests') {
    headers = labels.requestHeaders;
    rows = (await listAllEventRequests(db, eventId)).map(({ request, participantName }) => [
      participantName,
      request.occurrenceDate,
      labels.roles[request.role],
      request.seats ?? '',
      request.licencePlate ?? '',
      request.windowStart ?? '',
      request.windowEnd ?? '',
      labels.statuses.request[request.status],
      dateTime(request.createdAt),
    ]);
  } else {
    headers = labels.matchHeaders;
    rows = (await listAllEventMatches(db, eventId)).map(({ match, driverName, riderName }) => [
      driverName,
      riderName,
      match.occurrenceDate,
      dateTime(match.eta),
      match.detourMinutes,
      labels.statuses.match[match.status],
      dateTime(match.validatedAt),
      match.parkingPermit ? labels.yes : labels.no,
    ]);
  }
  const sheet = labels.sheets[query.table];
  const slug = `${event.name}-${sheet}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return query.format === 'csv'
    ? {
        filename: `${slug}.csv`,
        contentType: 'text/csv; charset=utf-8',
        stream: csvStream(rows, headers, DELIMITER[query.language]),
      }
    : {
        filename: `${slug}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: xlsxStream([{ name: sheet, headers, rows }]),
      };
}
