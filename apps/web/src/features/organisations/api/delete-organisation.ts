import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { useInvalidateOrganisations } from './use-invalidate-organisations';

/** Deletes an organisation; its participants stay in the city (the spec's `deaffiliate` mode). */
export function useDeleteOrganisation() {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async (organisationId: string) =>
      unwrap(
        api.DELETE('/api/app/v2/delete/organizations/{organizationId}/{mode}', {
          params: { path: { organizationId: organisationId, mode: 'deaffiliate' } },
        }),
      ),
    onSettled: invalidate,
  });
}
