import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { BadgeBody } from './create-badge';
import { badgeKeys } from '@/lib/api/badges';

export async function updateBadge({ id, body }: { id: string; body: BadgeBody }) {
  return unwrapData(api.PUT('/api/badges/{badgeId}', { params: { path: { badgeId: id } }, body }));
}

export function useUpdateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.lists() }),
  });
}
