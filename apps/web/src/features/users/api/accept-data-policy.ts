import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { usersListKeys } from '@/lib/api/users-list';

/** Records the admin's acceptance of the data-use policy (before the download starts). */
export function useAcceptDataPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapData(api.POST('/api/users/data-policy', { body: { accept: true } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...usersListKeys.all, 'exports'] }),
  });
}
