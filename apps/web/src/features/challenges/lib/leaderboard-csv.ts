/**
 * The leaderboard as a CSV file that Excel opens as it is, with the conventions of the orders export
 * (`apps/server/src/modules/orders/orders.export.ts`): in French a semicolon between cells and a decimal comma,
 * in English a comma and a decimal point; a byte-order mark so that accents survive; a cell a spreadsheet
 * could read as a formula gets a leading apostrophe.
 */
export type CsvLanguage = 'fr' | 'en';

const CONVENTIONS: Record<CsvLanguage, { delimiter: string; decimalMark: string }> = {
  fr: { delimiter: ';', decimalMark: ',' },
  en: { delimiter: ',', decimalMark: '.' },
};

/** French and German Excel both read a decimal comma and a semicolon separator. */
export const csvLanguageOf = (language: string): CsvLanguage => (language.startsWith('en') ? 'en' : 'fr');

function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: string | number | null, language: CsvLanguage): string {
  if (value === null) return '';
  const { delimiter, decimalMark } = CONVENTIONS[language];
  const text =
    typeof value === 'number' ? String(Math.round(value * 100) / 100).replace('.', decimalMark) : escapeFormula(value);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: a header line, then one line per row, CRLF line ends (as Excel writes them). */
export function toCsv(header: readonly string[], rows: readonly (string | number | null)[][], language: CsvLanguage) {
  const { delimiter } = CONVENTIONS[language];
  const lines = [header, ...rows].map((line) => line.map((value) => cell(value, language)).join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name without characters that file systems refuse. */
export function csvFileName(name: string, suffix: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'challenge'}-${suffix}.csv`;
}
