import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '@mobiverte/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

export function sendError(
  status: number,
  code: ErrorCode,
  message: string,
  details?: { path: string; message: string }[],
) {
  return { error: { code, message, status, ...(details ? { details } : {}) } };
}

export const HTTP_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** One error shape on every route; bad input is a 4xx with a stable code, never a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send(sendError(error.status, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(sendError(400, 'validation_failed', 'The request is not valid', details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(sendError(500, 'internal_error', 'Something went wrong'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = HTTP_ERROR_CODES[status] ?? 'validation_failed';
      return reply.status(status).send(sendError(status, code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(sendError(500, 'internal_error', 'Something went wrong'));
  });
}
