import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import type { ErrorCode } from '@mobiverte/contracts';
import { HTTP_ERROR_CODES } from '../lib/error-handler.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { enforceRateLimit } from '../lib/rate-limit.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { assertPasswordAccepted } from './password-policy.ts';
import { checkSignInAllowed, recordSignInOutcome, type SignInThrottleOptions } from './sign-in-throttle.ts';

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
  EMAIL_NOT_VERIFIED: { code: 'email_not_verified', message: 'Confirm your email address first' },
  PASSWORD_TOO_LONG: { code: 'password_too_long', message: 'Password too long' },
  TOKEN_EXPIRED: { code: 'invalid_token', message: 'This link is no longer valid' },
  SESSION_EXPIRED: { code: 'session_expired', message: 'The session has expired' },
  VALIDATION_ERROR: { code: 'validation_failed', message: 'The request is not valid' },
};

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const RESET_REQUEST_PATHS = new Set(['/api/auth/request-password-reset', '/api/auth/forget-password']);
/** The better-auth routes that set a password, and the body field that carries it. */
const NEW_PASSWORD_PATHS = new Set(['/api/auth/reset-password', '/api/auth/change-password']);
/** Password-reset requests per client address and per account (email) per hour. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_REQUESTS_PER_ACCOUNT = 3;
/**
 * better-auth's own account creation is closed: every account comes from the product's flows (organisation and
 * merchant registration, invitations), which call better-auth from the server, never through this bridge.
 */
const CLOSED_PATH_PREFIXES = ['/api/auth/sign-up/'];
export const isClosedAuthPath = (pathname: string) =>
  CLOSED_PATH_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));

export async function registerAuthRoutes(
  app: FastifyInstance,
  options: { auth: Auth; db: Db; appUrl: string; signInThrottle: SignInThrottleOptions },
) {
  const { db } = options;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { permission: 'auth.use' },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, options.appUrl);
      if (isClosedAuthPath(url.pathname)) throw notFound();
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (request.method === 'POST' && NEW_PASSWORD_PATHS.has(url.pathname) && typeof body.newPassword === 'string') {
        assertPasswordAccepted(body.newPassword, 'newPassword');
      }
      if (request.method === 'POST' && RESET_REQUEST_PATHS.has(url.pathname)) {
        await enforceRateLimit(db, `password-reset:${request.ip}`, RESET_REQUESTS_PER_ADDRESS, 3600);
        if (typeof body.email === 'string') {
          await enforceRateLimit(
            db,
            `password-reset-account:${body.email.trim().toLowerCase()}`,
            RESET_REQUESTS_PER_ACCOUNT,
            3600,
          );
        }
      }
      const email = typeof body.email === 'string' ? body.email : null;
      const signingIn = request.method === 'POST' && url.pathname === SIGN_IN_PATH && email !== null;
      if (signingIn) await checkSignInAllowed(db, email, request.ip, options.signInThrottle);
      const response = await options.auth.handler(toWebRequest(request, url));
      if (signingIn && (response.ok || response.status === 401)) {
        await recordSignInOutcome(db, email, request.ip, response.ok, options.signInThrottle);
      }
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
