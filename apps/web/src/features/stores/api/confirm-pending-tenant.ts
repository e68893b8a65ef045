import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { pendingTenantKeys } from './get-pending-tenants';
import { storeKeys } from './get-stores';
import { tenantKeys } from './get-tenants';

export async function confirmPendingTenant(pendingTenantId: string) {
  return unwrapData(
    api.POST('/api/pending-tenants/{pendingTenantId}/confirm', { params: { path: { pendingTenantId } } }),
  );
}

/** A city admin confirms a registration: the merchant and its first store are created. */
export function useConfirmPendingTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPendingTenant,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingTenantKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
      ]),
  });
}
