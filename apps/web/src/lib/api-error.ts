import { ERROR_CODES } from '@mobiverte/contracts';

/** Codes the web app produces itself, beside the server's stable codes. */
export const CLIENT_ERROR_CODES = ['network_error', 'unknown_error'] as const;

const KNOWN_CODES = new Set<string>([...ERROR_CODES, ...CLIENT_ERROR_CODES]);

export interface ApiErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: ApiErrorDetail[];

  constructor(code: string, status: number, message: string, details: ApiErrorDetail[] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseDetails(value: unknown): ApiErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.path === 'string'
      ? [{ path: item.path, message: typeof item.message === 'string' ? item.message : '' }]
      : [],
  );
}

/** Reads the server's `{ error: { code, message, status } }` shape; anything else becomes `unknown_error`. */
export function parseApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    const errorStatus = typeof error.status === 'number' ? error.status : status;
    return new ApiError(error.code, errorStatus, message, parseDetails(error.details));
  }
  return new ApiError('unknown_error', status, `Request failed with status ${status}`);
}

/** The translation key for any error: `errors.<code>` when the catalogue knows the code. */
export function getErrorMessageKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown_error';
  return KNOWN_CODES.has(code) ? `errors.${code}` : 'errors.unknown_error';
}

export function hasErrorCode(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}
