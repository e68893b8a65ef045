import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number;

/** Dates and times of an export in the city's zone, as spreadsheets sort them: `2026-11-26 08:05`. */
export const exportDateTimeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A cell a spreadsheet could read as a formula gets a leading apostrophe (CSV injection). */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Lines written at a time: large exports (a hundred thousand records of sixty cells) stream in a few chunks. */
const CSV_LINES_PER_CHUNK = 1000;

/** A CSV cell: a text that could read as a formula gets `'`; one holding the separator, a quote or a line break is
 * quoted (quotes doubled). Numbers are written as they are. */
function csvCell(cell: Cell, delimiter: string): string {
  if (typeof cell === 'number') return String(cell);
  const text = escapeFormula(cell);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function* csvChunks(rows: AsyncIterable<Cell[]> | Iterable<Cell[]>, headers: string[], delimiter: string) {
  const line = (cells: readonly Cell[]) => cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
  yield `\uFEFF${line(headers)}\n`;
  let lines: string[] = [];
  for await (const row of rows) {
    lines.push(line(row));
    if (lines.length === CSV_LINES_PER_CHUNK) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

/**
 * A CSV file streamed from rows, with a byte-order mark for Excel and formulas escaped: written by hand a batch of
 * lines at a time (a CSV library's per-cell and per-record stream machinery took most of the users export's time).
 */
export function csvStream(rows: AsyncIterable<Cell[]> | Iterable<Cell[]>, headers: string[], delimiter: ',' | ';') {
  return Readable.from(csvChunks(rows, headers, delimiter), { objectMode: false });
}

/** An Excel workbook streamed from sheets of rows (the first row of each is its headers). */
export function xlsxStream(
  sheets: { name: string; headers: string[]; rows: AsyncIterable<Cell[]> | Iterable<Cell[]> }[],
) {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  void (async () => {
    for (const { name, headers, rows } of sheets) {
      const sheet = workbook.addWorksheet(name);
      sheet.addRow(headers).commit();
      for await (const row of rows) {
        sheet.addRow(row.map((cell) => (typeof cell === 'string' ? escapeFormula(cell) : cell))).commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((error: Error) => output.destroy(error));
  return output;
}
