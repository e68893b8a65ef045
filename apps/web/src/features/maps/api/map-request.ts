import { ApiError, parseApiError } from '@/lib/api-error';

/**
 * The maps' routes (issue 19) are not yet in the generated OpenAPI types (`lib/api-types.ts`): until the server's
 * document is generated again, they are called here with the shapes of `@mobiverte/contracts` (maps.ts), and
 * answer `{ data: … }` or the error shape like every route.
 */
export async function requestMapData<T>(
  path: `/api/${string}`,
  init: { query?: Record<string, string | undefined>; method?: 'GET' | 'PUT'; body?: unknown } = {},
): Promise<T> {
  const search = new URLSearchParams(
    Object.entries(init.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network_error', 0, 'Network request failed');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw parseApiError(response.status, payload);
  return (payload as { data: T }).data;
}
