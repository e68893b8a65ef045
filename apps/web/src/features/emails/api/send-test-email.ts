import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';

/** Sends the campaign as saved to the signed-in admin's own address. */
export async function sendTestEmail(id: string) {
  return unwrapData(api.POST('/api/emails/{emailId}/test', { params: { path: { emailId: id } } }));
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
