import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth/session';

export async function confirmTenantRegistration({
  pendingTenantId,
  password,
}: {
  pendingTenantId: string;
  password: string;
}) {
  await unwrap(
    api.POST('/api/public/pending-tenants/{pendingTenantId}/confirm', {
      params: { path: { pendingTenantId } },
      body: { password },
    }),
  );
}

/** The merchant confirms its registration by choosing a password; the server signs it in. */
export function useConfirmTenantRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTenantRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
