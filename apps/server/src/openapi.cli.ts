import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';

/** Writes the OpenAPI document of the API (from the zod schemas of every route) to the given file. */
const out = process.argv[2] ?? 'openapi.json';
const database = await openDatabase({});
const { app } = await buildApp({
  db: database.db,
  config: loadConfig({ ...process.env, AUTH_SECRET: 'openapi-generation-only-secret-0000000' }),
  logger: pino({ level: 'silent' }),
  serveWeb: false,
});
await app.ready();
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`OpenAPI document written to ${out}`);
