import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { emailKeys } from './get-emails';

export async function deleteEmail(id: string) {
  await unwrap(api.DELETE('/api/emails/{emailId}', { params: { path: { emailId: id } } }));
}

export function useDeleteEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmail,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: emailKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: emailKeys.lists() });
    },
  });
}
