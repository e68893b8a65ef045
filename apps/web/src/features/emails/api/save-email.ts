import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { emailKeys } from './get-emails';

export type EmailInput = NonNullable<paths['/api/emails']['post']['requestBody']>['content']['application/json'];

/** Creates a campaign (no id) or replaces one; the lists are refreshed and the detail set. */
export async function saveEmail({ id, body }: { id: string | null; body: EmailInput }) {
  return id
    ? unwrapData(api.PUT('/api/emails/{emailId}', { params: { path: { emailId: id } }, body }))
    : unwrapData(api.POST('/api/emails', { body }));
}

export function useSaveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmail,
    onSuccess: (saved) => {
      queryClient.setQueryData(emailKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: emailKeys.lists() });
    },
  });
}
