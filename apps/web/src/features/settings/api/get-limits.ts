import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function getLimits(organisationId: string) {
  const { data } = await unwrap(
    api.GET('/api/organisations/{organisationId}/settings/limits', { params: { path: { organisationId } } }),
  );
  return data;
}

export type Limits = Awaited<ReturnType<typeof getLimits>>;

export const limitsKeys = {
  all: ['organisation-limits'] as const,
  detail: (organisationId: string) => [...limitsKeys.all, organisationId] as const,
};

export const limitsQueryOptions = (organisationId: string) =>
  queryOptions({ queryKey: limitsKeys.detail(organisationId), queryFn: () => getLimits(organisationId) });

export function useLimits(organisationId: string) {
  return useQuery(limitsQueryOptions(organisationId));
}
