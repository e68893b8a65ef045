import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, renameSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS, openDatabase } from '../db/connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory: each test file's in-memory database starts from it. */
    pgliteImagePath: string;
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server that each test file's database copies. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database of each kind before the server's test files run, so that each file copies it instead of
 * building its own: a fresh PGlite runs initdb in WebAssembly and then the migrations (5 s on a calm core, 20 s on
 * a loaded one), a new PostgreSQL database runs the migrations (3–5 s) where `CREATE DATABASE … TEMPLATE` takes
 * under a second. Both are named by a hash of the migrations and of PGlite's version, so a run after a new
 * migration builds new ones, and runs in other checkouts of the same migrations share them.
 */
export default async function setup(project: TestProject) {
  const version = createHash('sha256').update(migrationsFingerprint()).digest('hex').slice(0, 16);
  project.provide('pgliteImagePath', await pgliteImage(version));
  project.provide('postgresTemplate', process.env.TEST_DATABASE_URL ? await postgresTemplate(version) : null);
}

function migrationsFingerprint(): string {
  const pgliteVersion = packageVersion('@electric-sql/pglite');
  const files = readdirSync(MIGRATIONS, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return [
    pgliteVersion,
    ...files.map((file) => `${path.relative(MIGRATIONS, file)}\n${readFileSync(file, 'utf8')}`),
  ].join('\n');
}

/** The version of an installed package (whose `exports` may not include its package.json). */
function packageVersion(name: string): string {
  for (
    let dir = path.dirname(createRequire(import.meta.url).resolve(name));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (manifest.name === name) return manifest.version;
  }
  throw new Error(`No package.json found for ${name}`);
}

async function pgliteImage(version: string): Promise<string> {
  const directory = new URL('../../../../node_modules/.cache/mobiverte-tests/', import.meta.url).pathname;
  const file = path.join(directory, `pglite-${version}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    mkdirSync(directory, { recursive: true });
    // Written aside, then renamed: a run in another checkout never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

async function postgresTemplate(version: string): Promise<string> {
  const name = `mobiverte_test_template_${version}`;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    // Migrated under another name, then renamed: no file ever copies a template that is half migrated.
    const building = `${name}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    await (await openDatabase({ databaseUrl: url.toString() })).close();
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      // Another run renamed its own first (42P04: the name exists): use that one.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
