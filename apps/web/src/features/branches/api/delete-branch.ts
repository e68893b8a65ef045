import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { branchKeys } from '@/lib/api/branches';

export async function deleteBranch(branchId: string) {
  await unwrap(api.DELETE('/api/branches/{branchId}', { params: { path: { branchId } } }));
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: (_, branchId) => {
      queryClient.removeQueries({ queryKey: branchKeys.detail(branchId) });
      return queryClient.invalidateQueries({ queryKey: branchKeys.lists() });
    },
  });
}
