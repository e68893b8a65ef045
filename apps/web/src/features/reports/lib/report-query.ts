import { addDays, type DayRange, type ReportFormat, reportRangeError } from '@mobiverte/contracts';

/** Whose report: the signed-in city (`city`) or one organisation, by id. */
export type ReportScope = { kind: 'city'; cityId: string } | { kind: 'organisation'; organisationId: string };
export type ReportScopeQuery = { cityId?: string; organisationId?: string; startDate: string; endDate: string };

export const REPORT_PRESETS = ['this_year', 'last_year', 'last_12_months'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export function presetReportRange(preset: ReportPreset, today: string): DayRange {
  const year = Number(today.slice(0, 4));
  if (preset === 'this_year') return { startDate: `${year}-01-01`, endDate: today };
  if (preset === 'last_year') return { startDate: `${year - 1}-01-01`, endDate: `${year - 1}-12-31` };
  return { startDate: addDays(today, -364), endDate: today };
}

export function reportPresetOf(range: DayRange, today: string): ReportPreset | null {
  return (
    REPORT_PRESETS.find((preset) => {
      const candidate = presetReportRange(preset, today);
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
    }) ?? null
  );
}

/** The API's query, or null while the range is not a valid one. */
export function toReportQuery(scope: ReportScope, range: DayRange): ReportScopeQuery | null {
  if (reportRangeError(range)) return null;
  const owner = scope.kind === 'city' ? { cityId: scope.cityId } : { organisationId: scope.organisationId };
  return { ...owner, ...range };
}

/** The download's address: the same report as a PDF, a CSV file or an Excel workbook, in a language. */
export function reportDownloadUrl(query: ReportScopeQuery, format: ReportFormat, language: 'fr' | 'en' | 'de') {
  const params = new URLSearchParams({ ...query, format, language } as Record<string, string>);
  return `/api/reports/commuting/download?${params.toString()}`;
}
