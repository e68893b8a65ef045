import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { badgeKeys } from '@/lib/api/badges';

/** Archives a badge (no longer awarded, its holders keep it) or restores it into its ladder. */
export async function setBadgeArchived({ id, archived }: { id: string; archived: boolean }) {
  const request = { params: { path: { badgeId: id } } };
  return unwrapData(
    archived ? api.POST('/api/badges/{badgeId}/archive', request) : api.POST('/api/badges/{badgeId}/restore', request),
  );
}

export function useSetBadgeArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBadgeArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.lists() }),
  });
}
