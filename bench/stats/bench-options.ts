import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run bench:stats -w @mobiverte/bench -- [options]
  --trips <n>           trips to load (default 1000000)
  --database-url <url>  PostgreSQL admin URL on 127.0.0.1 (default postgres://postgres@127.0.0.1:5432/test);
                        a database mobiverte_bench_<timestamp> is created there and dropped at the end
  --keep                keep the database
  --reuse <database>    measure only, on a database kept by an earlier run (mobiverte_bench_<timestamp>, on the
                        server of --database-url): no load, never dropped; migrations still run
  --bulk                load all but an HTTP slice in-process through ingestTrips (same rules, no HTTP)
  --http-trips <n>      with --bulk: trips of the HTTP slice (default 100000)
  --clients <n>         concurrent ingestion clients (default 3)
  --requests <n>        measured requests per endpoint, owner and period (default 50)
  --warmup <n>          requests of an endpoint, owner and period before measuring it (default 30)
  --server-warmup <n>   rounds of one request to every measured endpoint, owner and period before the first
                        measurement, as a server that has been serving for a while (default 20)
  --inline-client       send the requests from the server's own thread (default: from a thread of its own)
  --naive-runs <n>      runs of each naive SQL aggregate (default 5)
  --only <a,b,…>        measure only the endpoints whose name contains one of these texts (default: all)
  --seed <n>            seed of the world (default 42)`;

export type BenchOptions = {
  trips: number;
  databaseUrl: string;
  keep: boolean;
  reuse: string | null;
  bulk: boolean;
  httpTrips: number;
  clients: number;
  requests: number;
  warmup: number;
  serverWarmup: number;
  inlineClient: boolean;
  naiveRuns: number;
  only: string[] | null;
  seed: number;
};

export function readBenchOptions(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      trips: { type: 'string', default: '1000000' },
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
      bulk: { type: 'boolean', default: false },
      'http-trips': { type: 'string', default: '100000' },
      clients: { type: 'string', default: '3' },
      requests: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '30' },
      'server-warmup': { type: 'string', default: '20' },
      'inline-client': { type: 'boolean', default: false },
      'naive-runs': { type: 'string', default: '5' },
      only: { type: 'string' },
      seed: { type: 'string', default: '42' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const integer = (name: string, value: string, min: number) => {
    const parsed = Number(value.replaceAll('_', ''));
    if (!Number.isInteger(parsed) || parsed < min) fail(`--${name} must be an integer ≥ ${min}, got "${value}"`);
    return parsed;
  };
  if (values.reuse !== undefined && !/^mobiverte_bench_\d{14}$/.test(values.reuse)) {
    fail(`--reuse takes the name of a kept benchmark database (mobiverte_bench_<timestamp>), got "${values.reuse}"`);
  }
  return {
    trips: integer('trips', values.trips, 1),
    databaseUrl: values['database-url'],
    keep: values.keep || values.reuse !== undefined,
    reuse: values.reuse ?? null,
    bulk: values.bulk,
    httpTrips: integer('http-trips', values['http-trips'], 1),
    clients: integer('clients', values.clients, 1),
    requests: integer('requests', values.requests, 1),
    warmup: integer('warmup', values.warmup, 0),
    serverWarmup: integer('server-warmup', values['server-warmup'], 0),
    inlineClient: values['inline-client'],
    naiveRuns: integer('naive-runs', values['naive-runs'], 1),
    only: values.only
      ? values.only
          .split(',')
          .map((text) => text.trim())
          .filter(Boolean)
      : null,
    seed: integer('seed', values.seed, 0),
  };
}

export function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}
