import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { storeKeys } from './get-stores';

export type StoreInput = NonNullable<
  paths['/api/stores/{storeId}']['put']['requestBody']
>['content']['application/json'];

export async function updateStore({ storeId, body }: { storeId: string; body: StoreInput }) {
  return unwrapData(api.PUT('/api/stores/{storeId}', { params: { path: { storeId } }, body }));
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: (store) => {
      queryClient.setQueryData(storeKeys.detail(store.id), store);
      return queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
    },
  });
}
