import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { storeKeys } from './get-stores';
import { tenantKeys } from './get-tenants';

export type CreateTenantInput = NonNullable<
  paths['/api/tenants']['post']['requestBody']
>['content']['application/json'];

export async function createTenant(body: CreateTenantInput) {
  return unwrapData(api.POST('/api/tenants', { body }));
}

/** Creates the merchant account with its first store; the merchant is emailed a link to choose a password. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
      ]),
  });
}
