import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { storeKeys } from './get-stores';
import { tenantKeys } from './get-tenants';

export async function deleteTenant(tenantId: string) {
  await unwrap(api.DELETE('/api/tenants/{tenantId}', { params: { path: { tenantId } } }));
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
      ]),
  });
}
