import pg from 'pg';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The benchmark only ever talks to this machine. */
export function assertLocalUrl(url: string) {
  const { hostname } = new URL(url);
  if (!LOCAL_HOSTS.has(hostname)) throw new Error(`The benchmark runs against 127.0.0.1 only, not ${hostname}`);
}

/** Creates `mobiverte_bench_<timestamp>` on the admin URL's server and returns its URL and a drop function. */
export async function createBenchDatabase(adminUrl: string, now = new Date()) {
  assertLocalUrl(adminUrl);
  const name = `mobiverte_bench_${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database kept by an earlier run (`--keep`), to measure again without loading: never dropped here. */
export async function reuseBenchDatabase(adminUrl: string, name: string) {
  assertLocalUrl(adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.end();
  return { name, url: url.toString(), drop: async () => {} };
}
