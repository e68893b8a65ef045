import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { BranchInput } from './create-branch';
import { branchKeys } from '@/lib/api/branches';

export async function updateBranch({ branchId, body }: { branchId: string; body: BranchInput }) {
  return unwrapData(api.PATCH('/api/branches/{branchId}', { params: { path: { branchId } }, body }));
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: (branch) => {
      queryClient.setQueryData(branchKeys.detail(branch.id), branch);
      return queryClient.invalidateQueries({ queryKey: branchKeys.lists() });
    },
  });
}
