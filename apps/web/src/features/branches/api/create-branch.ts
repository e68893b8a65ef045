import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { branchKeys } from './get-branches';

export interface BranchInput {
  name: string;
  regionId: string | null;
}

export async function createBranch(body: BranchInput) {
  return unwrap(api.POST('/api/branches', { body }));
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.all }),
  });
}
