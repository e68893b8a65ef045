import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth/session';
import type { paths } from '@/lib/api-types';

export type RegisterOrganisationInput = NonNullable<
  paths['/api/register/organisation']['post']['requestBody']
>['content']['application/json'];

export async function registerOrganisation(body: RegisterOrganisationInput) {
  return unwrapData(api.POST('/api/register/organisation', { body }));
}

/** Creates the organisation and its admin; the server signs the new admin in. */
export function useRegisterOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
