import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { getJson, type QueryValues } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { STATS_QUERY_ROOT } from '@/lib/query-client';
import type { StatsParams } from '../lib/stats-filters';

/** A zod schema of the contracts, as far as reading an answer needs it. */
interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: { data: T } } | { success: false; error: unknown };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * GET of a statistics endpoint, checked against its contract schema. A failure is logged and rethrown: the
 * card that asked shows its empty state with a retry, the rest of the dashboard carries on.
 */
export async function getStats<T>(
  path: `/api/statsApi/${string}`,
  query: QueryValues,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    const payload = await getJson<unknown>(path, query, signal);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError('unknown_error', 200, `Unexpected answer from ${path}`, [
        { path: '', message: String(parsed.error) },
      ]);
    }
    return parsed.data.data;
  } catch (error) {
    if (!isAbort(error)) console.error(`Statistics request failed: ${path}`, error);
    throw error;
  }
}

/**
 * Query options of a statistics call for a period: idle while the period is incomplete (a range without
 * its end), and showing the figures already on screen while the next period loads.
 */
export function periodStatsQueryOptions<T>(
  name: string,
  params: StatsParams | null,
  fetch: (params: StatsParams, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [STATS_QUERY_ROOT, name, params ?? 'incomplete'] as const,
    queryFn: params ? ({ signal }) => fetch(params, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
