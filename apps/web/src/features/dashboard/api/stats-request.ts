import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-client';
import { statsKeys } from '@/lib/api/stats';
import type { StatsParams } from '../lib/stats-filters';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The `data` of a statistics answer. A failure is logged and rethrown: the card that asked shows its empty
 * state with a retry, the rest of the dashboard carries on.
 */
export async function readStats<T>(name: string, request: Parameters<typeof unwrap<{ data: T }>>[0]): Promise<T> {
  try {
    return (await unwrap(request)).data;
  } catch (error) {
    if (!isAbort(error)) console.error(`Statistics request failed: ${name}`, error);
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
    queryKey: statsKeys.request(name, params ?? 'incomplete'),
    queryFn: params ? ({ signal }) => fetch(params, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
