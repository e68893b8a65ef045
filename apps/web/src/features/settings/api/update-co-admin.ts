import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { type CoAdmin, coAdminKeys } from './get-co-admins';

type CoAdminRights = Partial<Pick<CoAdmin, 'canEdit' | 'canSeeOthers' | 'seenByOthers'>>;

export async function updateCoAdmin({ id, rights }: { id: string; rights: CoAdminRights }) {
  return unwrapData(api.PATCH('/api/co-admins/{id}', { params: { path: { id } }, body: rights }));
}

/** Changes a co-admin's rights; they apply from the co-admin's next request. */
export function useUpdateCoAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoAdmin,
    onSuccess: (updated) => {
      queryClient.setQueryData<CoAdmin[]>(coAdminKeys.lists(), (list) =>
        list?.map((coAdmin) => (coAdmin.id === updated.id ? updated : coAdmin)),
      );
    },
  });
}
