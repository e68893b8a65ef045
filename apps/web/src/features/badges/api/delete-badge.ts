import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { badgeKeys } from '@/lib/api/badges';

export async function deleteBadge(badgeId: string) {
  await unwrap(api.DELETE('/api/badges/{badgeId}', { params: { path: { badgeId } } }));
}

export function useDeleteBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.lists() }),
  });
}
