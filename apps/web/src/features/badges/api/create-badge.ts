import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { badgeKeys } from '@/lib/api/badges';

export type BadgeBody = NonNullable<paths['/api/badges']['post']['requestBody']>['content']['application/json'];

export async function createBadge(body: BadgeBody) {
  return unwrapData(api.POST('/api/badges', { body }));
}

export function useCreateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.lists() }),
  });
}
