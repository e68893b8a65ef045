import { useMutation } from '@tanstack/react-query';
import { api, unwrap, unwrapData } from '@/lib/api-client';
import { useInvalidateOrganisations } from './use-invalidate-organisations';

/** Activates (the spec's call) or deactivates an organisation of the city. */
export function useSetOrganisationActive() {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async ({ organisationId, active }: { organisationId: string; active: boolean }) =>
      active
        ? unwrap(
            api.POST('/api/v2/activation/organizations/{organizationId}', {
              params: { path: { organizationId: organisationId } },
            }),
          )
        : unwrapData(
            api.POST('/api/organisations/{organisationId}/deactivate', { params: { path: { organisationId } } }),
          ),
    onSettled: invalidate,
  });
}
