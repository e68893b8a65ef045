import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { emailKeys } from './get-emails';

export async function getEmail(id: string) {
  return unwrapData(api.GET('/api/emails/{emailId}', { params: { path: { emailId: id } } }));
}

export type EmailCampaign = Awaited<ReturnType<typeof getEmail>>;

/** One campaign with its figures; refreshed every few seconds while it is being sent. */
export function useEmail(id: string | null) {
  return useQuery({
    queryKey: emailKeys.detail(id ?? 'new'),
    queryFn: () => getEmail(id!),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data?.state === 'sending' ? 3000 : false),
  });
}
