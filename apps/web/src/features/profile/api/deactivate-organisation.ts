import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';

/** Deactivates the organisation: its sessions end and sign-in is refused until a city admin reactivates it. */
export async function deactivateOrganisation(organisationId: string) {
  return unwrapData(
    api.POST('/api/organisations/{organisationId}/deactivate', { params: { path: { organisationId } } }),
  );
}

export function useDeactivateOrganisation() {
  return useMutation({ mutationFn: deactivateOrganisation });
}
