import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import type { ErrorCode } from '@mobiverte/contracts';
import { HTTP_ERROR_CODES } from '../lib/error-handler.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { enforceRateLimit } from '../lib/rate-limit.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';

/** better-auth's error codes, turned into the product's codes and messages (translated by the web app). */
const AUTH_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'wrong_email_or_password', message: 'Wrong email or password' },
  USER_NOT_FOUND: { code: 'wrong_email_or_password', message: 'Wrong email or password' },
  INVALID_PASSWORD: { code: 'wrong_email_or_password', message: 'Wrong email or password' },
  USER_ALREADY_EXISTS: { code: 'account_already_exists', message: 'Account already exists' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'account_already_exists', message: 'Account already exists' },
  INVALID_EMAIL: { code: 'invalid_email', message: 'invalid email' },
  INVALID_TOKEN: { code: 'invalid_token', message: 'This link is no longer valid' },
  PASSWORD_TOO_SHORT: { code: 'password_too_short', message: 'Password too short' },
  PASSWORD_TOO_LONG: { code: 'password_too_long', message: 'Password too long' },
  TOKEN_EXPIRED: { code: 'invalid_token', message: 'This link is no longer valid' },
  SESSION_EXPIRED: { code: 'session_expired', message: 'The session has expired' },
  VALIDATION_ERROR: { code: 'validation_failed', message: 'The request is not valid' },
};

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email']);
/**
 * better-auth's own account creation is closed: every account comes from the product's flows (organisation and
 * merchant registration, invitations), which call better-auth from the server, never through this bridge.
 */
const CLOSED_PATH_PREFIXES = ['/api/auth/sign-up/'];
export const isClosedAuthPath = (pathname: string) =>
  CLOSED_PATH_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));

export async function registerAuthRoutes(
  app: FastifyInstance,
  options: { auth: Auth; db: Db; appUrl: string; signInRateLimit: number; signInRateWindowSeconds: number },
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { permission: 'auth.use' },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, options.appUrl);
      if (isClosedAuthPath(url.pathname)) throw notFound();
      if (request.method === 'POST' && SIGN_IN_PATHS.has(url.pathname)) {
        await enforceRateLimit(
          options.db,
          `sign-in:${request.ip}`,
          options.signInRateLimit,
          options.signInRateWindowSeconds,
        );
      }
      const response = await options.auth.handler(toWebRequest(request, url));
      return sendWebResponse(reply, response);
    },
  });
}

export function toWebRequest(request: FastifyRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('application/json')) {
    throw toProductError(response.status, text);
  }
  return reply.send(text.length > 0 ? text : null);
}

/** better-auth's answer as the product's error: a known code keeps its meaning, any other one its status's. */
export function toProductError(status: number, text: string): AppError {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = {};
  }
  const known = body.code ? AUTH_ERRORS[body.code] : undefined;
  if (known) return new AppError(status, known.code, known.message);
  if (status === 403) return new AppError(status, 'not_allowed', 'Not allowed');
  const code = HTTP_ERROR_CODES[status] ?? (status >= 500 ? 'internal_error' : 'validation_failed');
  return new AppError(status, code, body.message ?? 'The request is not valid');
}
