import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { branchKeys } from '@/lib/api/branches';

export interface BranchInput {
  name: string;
  regionId: string | null;
}

export async function createBranch(body: BranchInput) {
  return unwrapData(api.POST('/api/branches', { body }));
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.lists() }),
  });
}
