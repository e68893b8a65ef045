import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { EndpointKind } from './stats-endpoints.ts';
import type { LoadFigures } from './trip-load.ts';

export const TARGETS = { p95Ms: 20, ratio: 50, tripsPerSecond: 2_000 };

export type EndpointFigures = {
  endpoint: string;
  owner: string;
  period: string;
  p50Ms: number | null;
  p95Ms: number | null;
  naiveP50Ms: number | null;
  ratio: number | null;
  kind: EndpointKind;
  responseBytes?: number;
  error?: string;
};

export type BenchRun = {
  startedAt: string;
  command: string;
  machine: {
    cpus: number;
    memoryGb: number;
    node: string;
    postgres: string;
    loadAverage: { start: number; end: number };
  };
  database: string;
  trips: number;
  participants: number;
  city: string;
  organisation: string;
  periods: Record<string, string>;
  /** Where the HTTP client ran; server warm-up rounds, then per cell: warm-up and measured requests, naive runs. */
  sampling: { client: 'thread' | 'inline'; serverWarmup: number; warmup: number; requests: number; naiveRuns: number };
  load: LoadFigures[];
  endpoints: EndpointFigures[];
  missed: string[];
};

const round = (value: number | null, digits = 1) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** What did not meet the targets: ingestion through the API, p95 of every endpoint, the ratio of the aggregates. */
export function findMisses(run: Pick<BenchRun, 'load' | 'endpoints'>): string[] {
  const misses: string[] = [];
  for (const load of run.load.filter((figures) => figures.path === 'http')) {
    if (load.tripsPerSecond < TARGETS.tripsPerSecond) {
      misses.push(`ingestion (${load.path}): ${load.tripsPerSecond} trips/s < ${TARGETS.tripsPerSecond}`);
    }
  }
  for (const row of run.endpoints) {
    const label = `${row.endpoint} (${row.owner}, ${row.period})`;
    if (row.error) misses.push(`${label}: ${row.error}`);
    else if ((row.p95Ms ?? 0) > TARGETS.p95Ms) misses.push(`${label}: p95 ${row.p95Ms} ms > ${TARGETS.p95Ms} ms`);
    if (!row.error && row.kind === 'aggregate' && (row.ratio ?? 0) < TARGETS.ratio) {
      misses.push(`${label}: ${row.ratio}× the naive aggregate < ${TARGETS.ratio}×`);
    }
  }
  return misses;
}

export function printEndpointTable(rows: EndpointFigures[]) {
  const header = ['endpoint', 'kind', 'owner', 'period', 'p50 ms', 'p95 ms', 'naive p50 ms', 'ratio'];
  const lines = rows.map((row) => [
    row.endpoint.replace(/^(GET|POST) \/api\//, '$1 '),
    row.kind,
    row.owner,
    row.period,
    row.error ? 'error' : String(row.p50Ms),
    row.error ? row.error.slice(0, 40) : String(row.p95Ms),
    String(row.naiveP50Ms ?? ''),
    row.ratio === null ? '' : `${row.ratio}×`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column >= 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column >= 4 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

export function toFigures(
  base: Omit<EndpointFigures, 'p50Ms' | 'p95Ms' | 'naiveP50Ms' | 'ratio'>,
  figures: { p50: number; p95: number; naiveP50: number | null },
): EndpointFigures {
  return {
    ...base,
    p50Ms: round(figures.p50, 2),
    p95Ms: round(figures.p95, 2),
    naiveP50Ms: round(figures.naiveP50, 2),
    ratio: figures.naiveP50 === null ? null : round(figures.naiveP50 / figures.p50, 1),
  };
}

/** Appends the run to bench/results/<date>.json (one file per day, every run of the day kept). */
export function writeRun(run: BenchRun, directory: URL): string {
  mkdirSync(directory, { recursive: true });
  const file = new URL(`${run.startedAt.slice(0, 10)}.json`, directory).pathname;
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: BenchRun[] }).runs : [];
  writeFileSync(file, `${JSON.stringify({ runs: [...previous, run] }, null, 2)}\n`);
  return file;
}
