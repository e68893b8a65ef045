import type { ErrorCode } from '@mobiverte/contracts';

/** The one error type services throw; the error handler turns it into `{ error: { code, message, status } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: { path: string; message: string }[];
  /** Headers the answer carries (e.g. `retry-after` on a 429). */
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    details?: { path: string; message: string }[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
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
