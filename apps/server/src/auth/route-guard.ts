import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../db/connection.ts';
import { findSessionActor, resolveActor, type Actor } from './actor.ts';
import type { Auth } from './auth.ts';
import { readSessionToken } from './session-token.ts';
import { assertAudience, isPermission, type Permission } from './policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    getActor: () => Promise<Actor>;
  }
  interface FastifyInstance {
    apiRoutes: { method: string; url: string; permission: Permission }[];
  }
}

/**
 * Every route under /api must declare a permission of the policy module, or the server refuses to start;
 * before the handler runs, the actor is resolved and the permission's audience checked.
 */
export const routeGuard = fp(async (app: FastifyInstance, options: { auth: Auth; db: Db }) => {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const permission = (route.config as { permission?: unknown } | undefined)?.permission;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config ?? {}), permission: 'docs.read' } as typeof route.config;
      return;
    }
    if (!isPermission(permission)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission of the policy module`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, permission });
    }
  });

  app.decorateRequest('getActor', function getActor(this: FastifyRequest) {
    throw new Error('getActor is set per request');
  });

  app.addHook('onRequest', async (request) => {
    let actor: Promise<Actor> | undefined;
    request.getActor = () => (actor ??= loadActor(options, request));
  });

  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission) return;
    assertAudience(await request.getActor(), permission);
  });
});

/**
 * The request's actor. The session token is read and the session, account and profiles found with one
 * prepared statement; better-auth's own `getSession` answers whenever that finds nothing usable (no or a bad
 * token, an expired session, which it deletes) or the session is due for its daily extension, which it writes.
 */
async function loadActor(options: { auth: Auth; db: Db }, request: FastifyRequest): Promise<Actor> {
  const { auth, db } = options;
  const context = await auth.$context;
  const token = readSessionToken(request.headers, context.authCookies.sessionToken.name, context.secret);
  const found = token ? await findSessionActor(db, token) : undefined;
  const { expiresIn, updateAge } = context.sessionConfig;
  const now = Date.now();
  const expiresAt = found?.session.expiresAt.getTime() ?? 0;
  if (found && expiresAt > now && expiresAt - expiresIn * 1000 + updateAge * 1000 > now) {
    return resolveActor(db, found);
  }
  const result = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: true },
  });
  if (!result) return { kind: 'anonymous' };
  const current = await findSessionActor(db, result.session.token);
  return current ? resolveActor(db, current) : { kind: 'anonymous' };
}
