import type { CityTripFilters } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { exportDateTimeFormat, csvStream } from '../../lib/tabular-export.ts';
import { EXPORT_BATCH_SIZE } from '../orders/orders.export.ts';
import { cityTripConditions, listCityTripBatch } from './city-trips.repository.ts';
import { readableCity, toCityTrip } from './city-trips.service.ts';

type Language = 'fr' | 'en';

const HEADERS: Record<Language, string[]> = {
  fr: [
    'Identifiant du trajet',
    'Participant',
    'E-mail',
    'Organisation',
    'Début',
    'Fin',
    'Mode',
    'Distance (km)',
    'Durée (min)',
    'Source',
    'Saisi par',
    'Statut',
    'Raison',
    'Points verts',
    'GES évités (kg)',
    'Corrigé le',
  ],
  en: [
    'Trip id',
    'Participant',
    'Email',
    'Organisation',
    'Start',
    'End',
    'Mode',
    'Distance (km)',
    'Duration (min)',
    'Source',
    'Entered by',
    'Status',
    'Reason',
    'Greenpoints',
    'GHG avoided (kg)',
    'Corrected on',
  ],
};
const STATUS_LABELS: Record<Language, Record<string, string>> = {
  fr: { counted: 'Comptabilisé', not_counted: 'Non comptabilisé', pending: 'À vérifier', rejected: 'Refusé' },
  en: { counted: 'Counted', not_counted: 'Not counted', pending: 'To review', rejected: 'Rejected' },
};
const SOURCE_LABELS: Record<Language, Record<string, string>> = {
  fr: { app: 'Enregistré', manual: 'Manuel' },
  en: { app: 'Recorded', manual: 'Manual' },
};

/** Every trip of the filters, newest first, read in keyset batches so that the server's memory stays flat. */
async function* exportRows(db: Db, cityId: string, filters: CityTripFilters, language: Language, timeZone: string) {
  const format = exportDateTimeFormat(timeZone);
  const decimal = (value: number) => (language === 'fr' ? String(value).replace('.', ',') : String(value));
  const where = cityTripConditions(cityId, filters);
  let after: { startTime: Date; id: string } | undefined;
  for (;;) {
    const rows = await listCityTripBatch(db, where, EXPORT_BATCH_SIZE, after);
    for (const row of rows) {
      const trip = toCityTrip(row);
      yield [
        trip.id,
        trip.participantName,
        trip.participantEmail,
        trip.organisationName ?? '',
        format.format(row.startTime),
        format.format(row.endTime),
        trip.activityType,
        decimal(trip.distanceKm),
        decimal(trip.durationMin),
        SOURCE_LABELS[language][trip.source]!,
        trip.enteredByName ?? '',
        STATUS_LABELS[language][trip.status]!,
        trip.reason ?? '',
        trip.greenpoints,
        decimal(Math.round(trip.ghgKg * 1000) / 1000),
        row.correctedAt ? format.format(row.correctedAt) : '',
      ];
    }
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { startTime: last.startTime, id: last.id };
  }
}

/**
 * The city's trips of the filters as CSV, streamed (French Excel's conventions in French: semicolons, decimal
 * commas); a cell a spreadsheet could read as a formula is neutralised, as in the orders export.
 */
export function exportCityTrips(
  db: Db,
  actor: Actor,
  query: CityTripFilters & { language: Language },
  now = new Date(),
) {
  const dashboard = readableCity(actor);
  const timeZone = dashboard.cityTimeZone;
  const rows = exportRows(db, dashboard.cityId, query, query.language, timeZone);
  const stream = csvStream(rows, HEADERS[query.language], query.language === 'fr' ? ';' : ',');
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone }).format(now);
  return {
    filename: `${query.language === 'fr' ? 'trajets' : 'trips'}-${day}.csv`,
    contentType: 'text/csv; charset=utf-8',
    stream,
  };
}
