import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { coAdminKeys } from './get-co-admins';

export type InviteCoAdminInput = NonNullable<
  paths['/api/co-admins']['post']['requestBody']
>['content']['application/json'];

/** Creates a pending co-admin and emails the invitation link, in the inviter's language. */
export async function inviteCoAdmin(body: InviteCoAdminInput) {
  return unwrapData(api.POST('/api/co-admins', { body }));
}

export function useInviteCoAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCoAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coAdminKeys.lists() }),
  });
}
