import type { ErrorCode } from '@mobiverte/contracts';

/** The one error type services throw; the error handler turns it into `{ error: { code, message, status } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: { path: string; message: string }[];
  /** Sent as the `retry-after` header (seconds), on a 429. */
  retryAfterSeconds?: number;

  constructor(status: number, code: ErrorCode, message: string, details?: { path: string; message: string }[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** 429 with the seconds to wait, sent as `retry-after`. */
export function rateLimited(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const error = new AppError(429, 'rate_limited', `Too many attempts, try again in ${seconds} s`);
  error.retryAfterSeconds = seconds;
  return error;
}

export const badRequest = (code: ErrorCode, message: string, details?: { path: string; message: string }[]) =>
  new AppError(400, code, message, details);
export const unauthenticated = (message = 'Sign in to continue', code: ErrorCode = 'unauthenticated') =>
  new AppError(401, code, message);
export const forbidden = (
  message = 'you do not have permission to perform these actions',
  code: ErrorCode = 'forbidden',
) => new AppError(403, code, message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
