import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

export async function getLimits(organisationId: string) {
  const { data } = await unwrap(
    api.GET('/api/organisations/{organisationId}/settings/limits', { params: { path: { organisationId } } }),
  );
  return data;
}

export type Limits = Awaited<ReturnType<typeof getLimits>>;

export const limitsQueryOptions = (organisationId: string) =>
  queryOptions({ queryKey: organisationKeys.limits(organisationId), queryFn: () => getLimits(organisationId) });

export function useLimits(organisationId: string) {
  return useQuery(limitsQueryOptions(organisationId));
}
