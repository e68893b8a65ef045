import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { storeKeys } from './get-stores';
import { tenantKeys } from './get-tenants';

export type CreateStoreInput = NonNullable<paths['/api/stores']['post']['requestBody']>['content']['application/json'];

export async function createStore(body: CreateStoreInput) {
  return unwrapData(api.POST('/api/stores', { body }));
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
      ]),
  });
}
