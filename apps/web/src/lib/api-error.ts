import { ERROR_CODES, type ErrorCode } from '@mobiverte/contracts';

/** Codes the web app produces itself, beside the server's stable codes. */
export const CLIENT_ERROR_CODES = ['network_error', 'unknown_error'] as const;
export type KnownErrorCode = ErrorCode | (typeof CLIENT_ERROR_CODES)[number];

const KNOWN_CODES = new Set<string>([...ERROR_CODES, ...CLIENT_ERROR_CODES]);
const isKnownCode = (code: string): code is KnownErrorCode => KNOWN_CODES.has(code);

export interface ApiErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: KnownErrorCode;
  readonly status: number;
  readonly details: ApiErrorDetail[];

  constructor(code: KnownErrorCode, status: number, message: string, details: ApiErrorDetail[] = []) {
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

/**
 * Reads the server's `{ error: { code, message, status } }` shape; anything else, or a code this build does not
 * know (a newer server), becomes `unknown_error`, so every error the user sees is a translated text.
 */
export function parseApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    const errorStatus = typeof error.status === 'number' ? error.status : status;
    const code = isKnownCode(error.code) ? error.code : 'unknown_error';
    return new ApiError(code, errorStatus, message, parseDetails(error.details));
  }
  return new ApiError('unknown_error', status, `Request failed with status ${status}`);
}

/** The translation key for any error: `errors.<code>` (every code has one in every locale, a test checks). */
export function getErrorMessageKey(error: unknown): `errors.${KnownErrorCode}` {
  return `errors.${error instanceof ApiError ? error.code : 'unknown_error'}`;
}

export function hasErrorCode(error: unknown, ...codes: KnownErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}
