import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.ts';

/** Files under /assets carry a content hash in their name: a new build never reuses one. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

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
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(options.webRoot, 'assets') + path.sep);
        reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
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
