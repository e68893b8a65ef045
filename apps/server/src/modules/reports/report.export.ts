import type { CommutingReport, Locale, ReportFigures, ReportRow } from '@mobiverte/contracts';
import { csvStream, xlsxStream, type Cell } from '../../lib/tabular-export.ts';
import { MODE_LABELS } from '../users/users.export-headers.ts';
import { REPORT_LABELS } from './report-labels.ts';

/** French Excel reads a comma as the decimal mark and a semicolon as the separator of a CSV file. */
const CSV_DELIMITER: Record<Locale, ',' | ';'> = { fr: ';', en: ',', de: ';' };

export function reportColumns(language: Locale) {
  const { columns } = REPORT_LABELS[language];
  return [
    columns.scope,
    columns.name,
    columns.mode,
    columns.participants,
    columns.employees,
    columns.coverage,
    columns.trips,
    columns.distanceKm,
    columns.emittedKg,
    columns.avoidedKg,
    columns.creditedKg,
    columns.extrapolatedEmittedKg,
    columns.extrapolatedAvoidedKg,
  ];
}

/**
 * The report as one table: for each organisation or branch (then the total), a line for all modes with its
 * participants and coverage, followed by a line per mode with the participants who used it.
 */
export function reportTableRows(report: CommutingReport, language: Locale, number: (value: number) => Cell): Cell[][] {
  const labels = REPORT_LABELS[language];
  const optional = (value: number | null) => (value === null ? '' : number(value));
  const lines = (kind: string, name: string, figures: ReportFigures): Cell[][] => [
    [
      kind,
      name,
      labels.allModes,
      figures.participants,
      optional(figures.employees),
      optional(figures.coverage),
      figures.trips,
      number(figures.distanceKm),
      number(figures.emittedKg),
      number(figures.avoidedKg),
      number(figures.creditedKg),
      optional(figures.extrapolatedEmittedKg),
      optional(figures.extrapolatedAvoidedKg),
    ],
    ...figures.modes.map((mode): Cell[] => [
      kind,
      name,
      MODE_LABELS[language][mode.mode],
      mode.participants,
      '',
      '',
      mode.trips,
      number(mode.distanceKm),
      number(mode.emittedKg),
      number(mode.avoidedKg),
      '',
      '',
      '',
    ]),
  ];
  return [
    ...report.rows.flatMap((row) => lines(labels.kinds[row.kind], rowName(row, language), row)),
    ...lines(labels.kinds.total, report.scope.name, report.totals),
  ];
}

export const rowName = (row: ReportRow, language: Locale) =>
  row.kind === 'no_branch' ? REPORT_LABELS[language].noBranch : row.name;

export const reportFilename = (report: CommutingReport, language: Locale, extension: string) =>
  `${REPORT_LABELS[language].filename}-${report.startDate}-${report.endDate}.${extension}`;

export function reportCsv(report: CommutingReport, language: Locale) {
  const number = (value: number) => (language === 'en' ? String(value) : String(value).replace('.', ','));
  return csvStream(reportTableRows(report, language, number), reportColumns(language), CSV_DELIMITER[language]);
}

/** The Excel workbook: the table, the factors used with their sources, and the methodology. */
export function reportXlsx(report: CommutingReport, language: Locale) {
  const labels = REPORT_LABELS[language];
  return xlsxStream([
    { name: labels.sheets.report, headers: reportColumns(language), rows: reportTableRows(report, language, (v) => v) },
    {
      name: labels.sheets.factors,
      headers: [
        labels.columns.mode,
        labels.columns.kgPerKm,
        labels.columns.source,
        labels.columns.year,
        labels.columns.custom,
      ],
      rows: report.factors.map((factor) => [
        MODE_LABELS[language][factor.mode],
        factor.kgPerKm,
        factor.source,
        factor.year,
        factor.custom ? labels.yes : labels.no,
      ]),
    },
    {
      name: labels.sheets.methodology,
      headers: [labels.methodology],
      rows: [...labels.methodologyText(report.perModeSince?.slice(0, 10) ?? null), labels.extrapolationNote].map(
        (line) => [line],
      ),
    },
  ]);
}
