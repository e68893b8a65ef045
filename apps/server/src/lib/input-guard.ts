import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenControlCharacters } from '@mobiverte/contracts';
import { badRequest } from './errors.ts';
import { sendError } from './error-handler.ts';

/** The longest request URL (path and query string) the API reads; longer ones answer 400 `url_too_long`. */
export const MAX_URL_LENGTH = 2048;
/** The longest path parameter; the router refuses longer ones before any route runs (400 `url_too_long`). */
export const MAX_PARAM_LENGTH = 200;

/** The path of the first string holding a control character that no field accepts, or null. */
function findControlCharacters(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenControlCharacters(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenControlCharacters(key)) return path ? `${path}.${key}` : key;
    const found = findControlCharacters(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Bad input answers 400 before it reaches a route: a URL over `MAX_URL_LENGTH`, or a NUL byte or another control
 * character (tab, line feed and carriage return aside) in any parameter, query value or JSON body string, even in
 * the fields a schema types `unknown`. The zod helpers of contracts (`line`, `text`) say the same field by field.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw badRequest('url_too_long', `The URL is longer than ${MAX_URL_LENGTH} characters`);
    }
  });
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findControlCharacters(value, '');
      if (path !== null) {
        throw badRequest('validation_failed', 'The request is not valid', [
          { path: path ? `${part}.${path}` : part, message: CONTROL_CHARACTERS_MESSAGE },
        ]);
      }
    }
  });
}

/** The router's own refusals (a path parameter too long, a URL that does not decode) in the product's shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(400)
      .send(sendError(400, 'url_too_long', `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`));
  }
  return reply.status(400).send(sendError(400, 'validation_failed', 'The URL is not valid'));
}
