import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { emailKeys } from './get-emails';

export async function cancelEmail(id: string) {
  return unwrapData(api.POST('/api/emails/{emailId}/cancel', { params: { path: { emailId: id } } }));
}

export function useCancelEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmail,
    onSuccess: (saved) => {
      queryClient.setQueryData(emailKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: emailKeys.lists() });
    },
  });
}
