import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { sessionQueryKey } from '@/lib/auth/session';
import { organisationKeys } from '@/lib/api/organisations';

export type OrganisationProfileInput = NonNullable<
  paths['/api/organisations/{organisationId}']['put']['requestBody']
>['content']['application/json'];

export async function updateOrganisationProfile({
  organisationId,
  body,
}: {
  organisationId: string;
  body: OrganisationProfileInput;
}) {
  return unwrapData(api.PUT('/api/organisations/{organisationId}', { params: { path: { organisationId } }, body }));
}

/** Saves the profile; the top bar shows the organisation's name, so the session is read again. */
export function useUpdateOrganisationProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(organisationKeys.detail(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
