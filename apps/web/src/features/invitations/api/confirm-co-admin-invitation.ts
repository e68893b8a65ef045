import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { isAccountQuery } from '@/lib/api/query-keys';
import { sessionQueryKey } from '@/lib/auth/session';

export type ConfirmInvitationInput = NonNullable<
  paths['/api/co-admin-invitations/confirm']['post']['requestBody']
>['content']['application/json'];

export async function confirmCoAdminInvitation(body: ConfirmInvitationInput) {
  await unwrap(api.POST('/api/co-admin-invitations/confirm', { body }));
}

/** Creates the co-admin; the server signs them in, so whatever this browser kept belongs to nobody now. */
export function useConfirmCoAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCoAdminInvitation,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: isAccountQuery });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
