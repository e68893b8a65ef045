import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';

export const alertDigestQueryKey = ['account', 'alert-digest'] as const;

/** The signed-in admin's weekly alerts digest: subscribed or not, and its language. */
export async function getAlertDigest() {
  return unwrapData(api.GET('/api/me/alert-digest'));
}

export type AlertDigest = Awaited<ReturnType<typeof getAlertDigest>>;

export const alertDigestQueryOptions = () => queryOptions({ queryKey: alertDigestQueryKey, queryFn: getAlertDigest });

export function useAlertDigest() {
  return useQuery(alertDigestQueryOptions());
}
