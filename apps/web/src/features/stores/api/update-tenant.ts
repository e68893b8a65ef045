import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { tenantKeys } from './get-tenants';

export type TenantProfileInput = NonNullable<
  paths['/api/tenants/{tenantId}']['put']['requestBody']
>['content']['application/json'];

export async function updateTenant({ tenantId, body }: { tenantId: string; body: TenantProfileInput }) {
  return unwrapData(api.PUT('/api/tenants/{tenantId}', { params: { path: { tenantId } }, body }));
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: (tenant) => {
      queryClient.setQueryData(tenantKeys.detail(tenant.id), tenant);
      return queryClient.invalidateQueries({ queryKey: tenantKeys.lists() });
    },
  });
}
