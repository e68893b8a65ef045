import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { useInvalidateOrganisations } from './use-invalidate-organisations';

/** Moves a participant to another organisation of the city. */
export function useMoveParticipant(organisationId: string) {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async ({
      participantId,
      target,
    }: {
      participantId: string;
      target: { organisationId: string; branchId: string | null };
    }) =>
      unwrapData(
        api.POST('/api/organisations/{organisationId}/participants/{participantId}/move', {
          params: { path: { organisationId, participantId } },
          body: target,
        }),
      ),
    onSettled: invalidate,
  });
}
