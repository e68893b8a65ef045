import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.ts';

/** Files under /assets carry a content hash in their name: a new build never reuses one. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** A built asset with the compressed copies the build wrote beside it. */
type Asset = { type: string; raw: Buffer; br?: Buffer; gzip?: Buffer };

/** The build's compressed copies of an asset, served in its place rather than on their own. */
const COMPRESSED_COPY = /\.(br|gz)$/;

async function readAsset(file: string): Promise<Asset> {
  const optional = (suffix: string) => readFile(file + suffix).catch(() => undefined);
  const [raw, br, gzip] = await Promise.all([readFile(file), optional('.br'), optional('.gz')]);
  return { type: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', raw, br, gzip };
}

/** Every asset of the build (about 14 MB with its compressed copies), read once when the server starts. */
async function readAssets(assetsDir: string): Promise<Map<string, Asset>> {
  if (!existsSync(assetsDir)) return new Map();
  const names = (await readdir(assetsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !COMPRESSED_COPY.test(entry.name))
    .map((entry) => path.relative(assetsDir, path.join(entry.parentPath, entry.name)));
  const assets = await Promise.all(names.map((name) => readAsset(path.join(assetsDir, name))));
  return new Map(names.map((name, index) => [name.split(path.sep).join('/'), assets[index]!]));
}

/** Whether the Accept-Encoding header takes this coding (present, and not with q=0). */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return name === coding && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * The hashed assets from memory. Served from disk, each one took several file-system steps (stat of the .br, open,
 * read, close), each waiting its turn on the server's one thread: while the embedded database worked, a page's
 * hundred modules took seconds to arrive. From memory, an asset is one synchronous answer. A file the build adds
 * after the start (a rebuild under a running server) is read on its first request and kept.
 */
async function registerAssets(app: FastifyInstance, webRoot: string) {
  const assetsDir = path.join(webRoot, 'assets');
  const assets = await readAssets(assetsDir);
  app.get('/assets/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    let asset = assets.get(name);
    const file = path.join(assetsDir, name);
    if (!asset && file.startsWith(assetsDir + path.sep) && !COMPRESSED_COPY.test(name)) {
      asset = await readAsset(file).catch(() => undefined);
      if (asset) assets.set(name, asset);
    }
    if (!asset) return reply.callNotFound();
    const acceptEncoding = request.headers['accept-encoding'];
    const [encoding, body] =
      asset.br && accepts(acceptEncoding, 'br')
        ? ['br', asset.br]
        : asset.gzip && accepts(acceptEncoding, 'gzip')
          ? ['gzip', asset.gzip]
          : [undefined, asset.raw];
    reply
      .header('content-type', asset.type)
      .header('cache-control', HASHED_ASSET_CACHE)
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}

/**
 * Serves the built web app: its files with the .br or .gz the build wrote beside them when the browser accepts
 * one, hashed assets cached for a year, index.html revalidated, and index.html for every page route.
 */
export async function registerWebApp(app: FastifyInstance, options: { webRoot: string; serveWeb: boolean }) {
  const hasWeb = options.serveWeb && existsSync(path.join(options.webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      index: ['index.html'],
      preCompressed: true,
      // The files outside /assets (index.html, the favicon) keep their names from one build to the next.
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
    await registerAssets(app, options.webRoot);
  }
  app.setNotFoundHandler((request, reply) => {
    const isAsset = /^\/assets\//.test(request.url) || /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (request.url.startsWith('/api') || request.method !== 'GET' || !hasWeb || isAsset) {
      return reply
        .status(404)
        .send(sendError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
