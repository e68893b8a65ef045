import { DATA_POLICY_VERSION, TRANSPORT_MODES, type UserColumn, type UserExportLanguage } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { forbidden } from '../../lib/errors.ts';
import { exportDateTimeFormat, csvStream, xlsxStream, type Cell } from '../../lib/tabular-export.ts';
import { countUsers, insertUserExport, listUserBatch, userConditions, type UserExportRow } from './users.repository.ts';
import type { UsersExportQuery } from './users.schemas.ts';
import { acceptDataPolicy, ghgKgOf, resolveUserScope } from './users.service.ts';
import { COLUMN_HEADERS, MODE_HEADERS, MODE_LABELS, SHEET_NAMES } from './users.export-headers.ts';

export const USER_EXPORT_BATCH_SIZE = 1000;

/** French and German Excel read a comma as the decimal mark and a semicolon as the CSV separator. */
const CSV_CONVENTIONS: Record<UserExportLanguage, { delimiter: ',' | ';'; decimalMark: '.' | ',' }> = {
  fr: { delimiter: ';', decimalMark: ',' },
  en: { delimiter: ',', decimalMark: '.' },
  de: { delimiter: ';', decimalMark: ',' },
};

function headers(columns: readonly UserColumn[], language: UserExportLanguage) {
  const modeHeaders = TRANSPORT_MODES.flatMap((mode) =>
    MODE_HEADERS[language].map((header) => header.replace('{mode}', MODE_LABELS[language][mode])),
  );
  return [...columns.map((column) => COLUMN_HEADERS[language][column]), ...modeHeaders];
}

/**
 * Every participant matching the filters, read in keyset batches so that memory stays flat. The cells are written
 * straight from the rows by one getter per column, chosen once (`columns`: only those the admin's rights allow),
 * with the list's arithmetic (`ghgKgOf`): a hundred thousand rows of sixty cells make no object per row besides
 * their cells.
 */
async function* exportRows(
  db: Db,
  where: ReturnType<typeof userConditions>,
  columns: readonly UserColumn[],
  language: UserExportLanguage,
  timeZone: string,
  csv: boolean,
): AsyncGenerator<Cell[]> {
  const dates = exportDateTimeFormat(timeZone);
  const decimalMark = CSV_CONVENTIONS[language].decimalMark;
  const decimal = (value: number): Cell =>
    csv && decimalMark !== '.' ? String(value).replace('.', decimalMark) : value;
  const time = (value: Date | string | null) => (value === null ? '' : dates.format(new Date(value)));
  const modeLabels = MODE_LABELS[language];
  const cells: Record<UserColumn, (row: UserExportRow) => Cell> = {
    firstName: (row) => row.firstName,
    lastName: (row) => row.lastName,
    email: (row) => row.email,
    organisation: (row) => row.organisationName ?? '',
    branch: (row) => row.branchName ?? '',
    postalCode: (row) => row.postalCode ?? '',
    joinedAt: (row) => dates.formatDay(new Date(row.joinedAt)),
    lastLogin: (row) => time(row.lastLogin),
    lastTripAt: (row) => time(row.lastTripAt),
    homeControlPoint: (row) => row.controlPoints?.home ?? '',
    workControlPoint: (row) => row.controlPoints?.work ?? '',
    academicControlPoint: (row) => row.controlPoints?.academic ?? '',
    carpoolCode: (row) => row.carpoolCode ?? '',
    primaryMode: (row) => (row.primaryMode ? modeLabels[row.primaryMode] : ''),
    totalPoints: (row) => Number(row.totalPoints),
    greenpoints: (row) => Number(row.greenpoints),
    ghg: (row) => decimal(ghgKgOf(row.ghgMg)),
    activeDays: (row) => Number(row.activeDays),
  };
  const getters = columns.map((column) => cells[column]);
  const batch = (after?: { lastName: string; firstName: string; id: string }) => {
    const read = listUserBatch(db, where, USER_EXPORT_BATCH_SIZE, after);
    // a stream closed early leaves the batch read ahead unawaited: its failure is not an unhandled rejection
    read.catch(() => undefined);
    return read;
  };
  let next: ReturnType<typeof batch> | undefined = batch();
  while (next) {
    const rows: UserExportRow[] = await next;
    // The next batch is read while this one is written.
    const last = rows.length === USER_EXPORT_BATCH_SIZE ? rows[rows.length - 1]! : undefined;
    next = last ? batch({ lastName: last.lastName, firstName: last.firstName, id: last.id }) : undefined;
    for (const row of rows) {
      const line: Cell[] = getters.map((get) => get(row));
      for (const mode of TRANSPORT_MODES) {
        const totals = row.modes?.[mode];
        line.push(decimal((totals?.distanceM ?? 0) / 1000), totals?.sessions ?? 0);
      }
      yield line;
    }
  }
}

/**
 * `GET /api/users/export`: the list's current filter as CSV or Excel, streamed, only once the admin has accepted
 * the data-use policy (`acceptDataPolicy=true`, recorded with its version). Each export is logged (who, when, the
 * filter, the row count counted before the stream starts, the format).
 */
export async function exportUsers(db: Db, actor: Actor, query: UsersExportQuery, now = new Date()) {
  const { dashboard, scope, columns } = await resolveUserScope(db, actor, query, 'users.export');
  if (query.acceptDataPolicy !== 'true')
    throw forbidden('Accept the data-use policy before exporting the users list', 'data_policy_not_accepted');
  const acceptance = await acceptDataPolicy(db, dashboard);
  const where = userConditions(scope, query, dashboard.cityTimeZone, now);
  const rowCount = await countUsers(db, where);
  const { format, language, acceptDataPolicy: _accepted, ...filters } = query;
  await insertUserExport(db, {
    authUserId: dashboard.userId,
    email: dashboard.email,
    cityId: dashboard.cityId,
    organisationId: scope.organisationId,
    acceptanceId: acceptance.id,
    format,
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<
      string,
      string | number
    >,
    rowCount,
  });
  const header = headers(columns, language);
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: dashboard.cityTimeZone }).format(now);
  const base = `${SHEET_NAMES[language].toLowerCase()}-${day}`;
  const rows = exportRows(db, where, columns, language, dashboard.cityTimeZone, format === 'csv');
  return format === 'csv'
    ? {
        filename: `${base}.csv`,
        contentType: 'text/csv; charset=utf-8',
        rowCount,
        policyVersion: DATA_POLICY_VERSION,
        stream: csvStream(rows, header, CSV_CONVENTIONS[language].delimiter),
      }
    : {
        filename: `${base}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        rowCount,
        policyVersion: DATA_POLICY_VERSION,
        stream: xlsxStream([{ name: SHEET_NAMES[language], headers: header, rows }]),
      };
}
