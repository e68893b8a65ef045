import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { storeKeys } from './get-stores';
import { tenantKeys } from './get-tenants';

export async function deleteStore(storeId: string) {
  await unwrap(api.DELETE('/api/stores/{storeId}', { params: { path: { storeId } } }));
}

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: (_, storeId) => {
      queryClient.removeQueries({ queryKey: storeKeys.detail(storeId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
      ]);
    },
  });
}
