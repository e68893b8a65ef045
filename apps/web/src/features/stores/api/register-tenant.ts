import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';

export type RegisterTenantInput = NonNullable<
  paths['/api/register/tenant']['post']['requestBody']
>['content']['application/json'];

/** A merchant's registration, kept pending until the city (or the merchant, by the shared link) confirms it. */
export async function registerTenant(body: RegisterTenantInput) {
  return unwrapData(api.POST('/api/register/tenant', { body }));
}

export function useRegisterTenant() {
  return useMutation({ mutationFn: registerTenant });
}
