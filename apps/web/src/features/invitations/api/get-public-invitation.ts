import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** An organisation's public invitation, by its invite code. */
export const invitationKeys = createQueryKeys('invitations');

/** The organisation behind an invite code, for the public share page (404 for an unknown code). */
export async function getPublicInvitation(inviteCode: string) {
  return unwrapData(api.GET('/api/public/invitations/{inviteCode}', { params: { path: { inviteCode } } }));
}

export type PublicInvitation = Awaited<ReturnType<typeof getPublicInvitation>>;

export const publicInvitationQueryOptions = (inviteCode: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(inviteCode),
    queryFn: () => getPublicInvitation(inviteCode),
    enabled: inviteCode !== '',
    staleTime: 10 * 60_000,
  });

export function usePublicInvitation(inviteCode: string) {
  return useQuery(publicInvitationQueryOptions(inviteCode));
}
