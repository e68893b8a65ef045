import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

export type Cell = string | number;

/** A cell a spreadsheet could read as a formula gets a leading apostrophe (CSV injection). */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV file streamed from rows, with a byte-order mark for Excel and formulas escaped. */
export function csvStream(rows: AsyncIterable<Cell[]> | Iterable<Cell[]>, headers: string[], delimiter: ',' | ';') {
  const stringifier = stringify({ bom: true, header: true, columns: headers, delimiter, escape_formulas: true });
  return pipeline(Readable.from(rows), stringifier, () => {});
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
