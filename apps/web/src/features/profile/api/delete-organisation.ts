import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Deletes the organisation and its account; its participants are de-affiliated and keep their data. */
export async function deleteOrganisation(organizationId: string) {
  await unwrap(
    api.DELETE('/api/app/v2/delete/organizations/{organizationId}/{mode}', {
      params: { path: { organizationId, mode: 'deaffiliate' } },
    }),
  );
}

export function useDeleteOrganisation() {
  return useMutation({ mutationFn: deleteOrganisation });
}
