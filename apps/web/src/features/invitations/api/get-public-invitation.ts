import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The organisation behind an invite code, for the public share page (404 for an unknown code). */
export async function getPublicInvitation(inviteCode: string) {
  return unwrap(api.GET('/api/public/invitations/{inviteCode}', { params: { path: { inviteCode } } }));
}

export type PublicInvitation = Awaited<ReturnType<typeof getPublicInvitation>>;

export const publicInvitationQueryOptions = (inviteCode: string) =>
  queryOptions({
    queryKey: ['public', 'invitation', inviteCode],
    queryFn: () => getPublicInvitation(inviteCode),
    enabled: inviteCode !== '',
    staleTime: 10 * 60_000,
  });

export function usePublicInvitation(inviteCode: string) {
  return useQuery(publicInvitationQueryOptions(inviteCode));
}
