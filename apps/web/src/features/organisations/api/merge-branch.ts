import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { useInvalidateOrganisations } from './use-invalidate-organisations';

/** Merges a branch into another: its participants and history move. */
export function useMergeBranch(organisationId: string) {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async ({ branchId, intoBranchId }: { branchId: string; intoBranchId: string }) =>
      unwrapData(
        api.POST('/api/organisations/{organisationId}/branches/{branchId}/merge', {
          params: { path: { organisationId, branchId } },
          body: { intoBranchId },
        }),
      ),
    onSettled: invalidate,
  });
}
