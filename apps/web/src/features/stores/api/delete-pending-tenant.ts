import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { pendingTenantKeys } from './get-pending-tenants';

export async function deletePendingTenant(pendingTenantId: string) {
  await unwrap(api.DELETE('/api/pending-tenants/{pendingTenantId}', { params: { path: { pendingTenantId } } }));
}

export function useDeletePendingTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePendingTenant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingTenantKeys.lists() }),
  });
}
