import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number;

const SECOND = 1000;
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/** How far a span of one offset is followed from the instant that found it (then found again further on). */
const SPAN_REACH = 400 * 24 * HOUR;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Dates and times of an export in the city's zone, as spreadsheets sort them: `2026-11-26 08:05` (what
 * `Intl.DateTimeFormat('sv-SE')` writes). Asking Intl for every cell of a hundred thousand rows was a large part of
 * an export's time: the zone's offset is asked once per span between two of its transitions (each transition found
 * to the second), and a date in a known span is written from its UTC fields shifted by that offset.
 */
export function exportDateTimeFormat(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** The zone's offset (ms) at an instant, from Intl. */
  const offsetAt = (time: number) => {
    const fields: Record<string, number> = {};
    for (const part of parts.formatToParts(time)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
    const local = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
    return local - Math.floor(time / SECOND) * SECOND;
  };
  /** Spans [from, to) of one offset, each bounded by a transition found to the second or by how far it was followed. */
  const spans: { from: number; to: number; offset: number }[] = [];
  let recent: (typeof spans)[number] | undefined;

  /** The first second at which the offset is no longer `offset`, between `same` (still it) and `other` (not). */
  const transition = (same: number, other: number, offset: number) => {
    let [low, high] = [same, other];
    while (Math.abs(high - low) > SECOND) {
      const middle = Math.floor((low + high) / 2 / SECOND) * SECOND;
      if (offsetAt(middle) === offset) low = middle;
      else high = middle;
    }
    return high;
  };
  /** How far from `time` (in `direction`) the offset stays `offset`: steps of at most a week, so that two
   * transitions closer than that are the only ones a span could miss. */
  const reach = (time: number, offset: number, direction: 1 | -1) => {
    let same = time;
    let step = HOUR;
    while (Math.abs(same - time) < SPAN_REACH) {
      const probe = same + direction * step;
      if (offsetAt(probe) !== offset) return { bound: transition(same, probe, offset), transition: true };
      same = probe;
      step = Math.min(step * 2, WEEK);
    }
    return { bound: same, transition: false };
  };
  const spanOf = (time: number) => {
    if (recent && time >= recent.from && time < recent.to) return recent;
    const known = spans.find((span) => time >= span.from && time < span.to);
    if (known) return (recent = known);
    const start = Math.floor(time / SECOND) * SECOND;
    const offset = offsetAt(start);
    const after = reach(start, offset, 1);
    const before = reach(start, offset, -1);
    // `before.bound` is the first second of the earlier offset when a transition was found: the span starts after it
    const span = {
      from: before.transition ? before.bound + SECOND : before.bound,
      to: after.transition ? after.bound : after.bound + SECOND,
      offset,
    };
    spans.push(span);
    return (recent = span);
  };
  const local = (value: Date | number) => {
    const time = typeof value === 'number' ? value : value.getTime();
    return new Date(time + spanOf(time).offset);
  };
  const day = (at: Date) => `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  return {
    /** `2026-11-26 08:05` */
    format(value: Date | number) {
      const at = local(value);
      return `${day(at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
    },
    /** `2026-11-26`: the day alone */
    formatDay: (value: Date | number) => day(local(value)),
  };
}

/** A cell a spreadsheet could read as a formula gets a leading apostrophe (CSV injection). */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Lines written at a time: large exports (a hundred thousand records of sixty cells) stream in a few chunks. */
const CSV_LINES_PER_CHUNK = 1000;

/** A CSV cell: a text that could read as a formula gets `'`; one holding the separator, a quote or a line break is
 * quoted (quotes doubled). Numbers are written as they are. */
function csvCell(cell: Cell, delimiter: string, special: RegExp): string {
  if (typeof cell === 'number') return String(cell);
  // most cells hold nothing to escape: one test of the text decides
  if (!special.test(cell)) return cell;
  const text = escapeFormula(cell);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function* csvChunks(rows: AsyncIterable<Cell[]> | Iterable<Cell[]>, headers: string[], delimiter: string) {
  // a formula's first character, or a character that needs quotes anywhere
  const special = new RegExp(`^[=+\\-@\\t\\r]|["\\r\\n${delimiter}]`);
  const line = (cells: readonly Cell[]) => cells.map((cell) => csvCell(cell, delimiter, special)).join(delimiter);
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
