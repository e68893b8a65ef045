import createClient from 'openapi-fetch';
import type { paths } from './api-types';
import { ApiError, parseApiError } from './api-error';

/** Typed client for every route of the server's OpenAPI document (`npm run generate:api` refreshes the types). */
export const api = createClient<paths>({ credentials: 'include' });

function toNetworkError(cause: unknown): unknown {
  if (cause instanceof DOMException && cause.name === 'AbortError') return cause;
  return new ApiError('network_error', 0, 'Network request failed');
}

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the response data, or throws an `ApiError` carrying the server's error `code`. */
export async function unwrap<T>(request: Promise<ClientResult<T>>): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await request;
  } catch (cause) {
    throw toNetworkError(cause);
  }
  if (!result.response.ok) throw parseApiError(result.response.status, result.error);
  return result.data as T;
}

/** Resolves to the `data` of a `{ data: … }` answer (the shape of every resource), or throws like `unwrap`. */
export async function unwrapData<T>(request: Promise<ClientResult<{ data: T }>>): Promise<T> {
  return (await unwrap(request)).data;
}

/** JSON POST to a route outside the OpenAPI document (the authentication routes). */
export async function postJson<T>(path: `/api/${string}`, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw toNetworkError(cause);
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    payload = text;
  }
  if (!response.ok) throw parseApiError(response.status, payload);
  return payload as T;
}
