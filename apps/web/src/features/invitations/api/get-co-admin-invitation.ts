import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Who invites the visitor, to what, and until when (404 when withdrawn, 410 when expired). */
export async function getCoAdminInvitation(pendingId: string) {
  return unwrap(api.GET('/api/co-admin-invitations/{pendingId}', { params: { path: { pendingId } } }));
}

export type CoAdminInvitation = Awaited<ReturnType<typeof getCoAdminInvitation>>;

export const coAdminInvitationQueryOptions = (pendingId: string) =>
  queryOptions({
    queryKey: ['co-admin-invitation', pendingId],
    queryFn: () => getCoAdminInvitation(pendingId),
    enabled: pendingId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCoAdminInvitation(pendingId: string) {
  return useQuery(coAdminInvitationQueryOptions(pendingId));
}
