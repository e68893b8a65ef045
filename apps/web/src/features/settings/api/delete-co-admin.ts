import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { coAdminKeys } from './get-co-admins';

/** Removes an invitation or a confirmed co-admin; a confirmed co-admin's sessions end at once. */
export async function deleteCoAdmin(id: string) {
  await unwrap(api.DELETE('/api/co-admins/{id}', { params: { path: { id } } }));
}

export function useDeleteCoAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coAdminKeys.lists() }),
  });
}
