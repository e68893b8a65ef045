import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export const coAdminInvitationKeys = createQueryKeys('co-admin-invitations');

/** Who invites the visitor, to what, and until when (404 when withdrawn, 410 when expired). */
export async function getCoAdminInvitation(pendingId: string) {
  return unwrapData(api.GET('/api/co-admin-invitations/{pendingId}', { params: { path: { pendingId } } }));
}

export type CoAdminInvitation = Awaited<ReturnType<typeof getCoAdminInvitation>>;

export const coAdminInvitationQueryOptions = (pendingId: string) =>
  queryOptions({
    queryKey: coAdminInvitationKeys.detail(pendingId),
    queryFn: () => getCoAdminInvitation(pendingId),
    enabled: pendingId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCoAdminInvitation(pendingId: string) {
  return useQuery(coAdminInvitationQueryOptions(pendingId));
}
