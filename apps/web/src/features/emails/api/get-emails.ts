import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { createQueryKeys } from '@/lib/api/query-keys';

export type EmailListQuery = NonNullable<paths['/api/emails']['get']['parameters']['query']>;

export async function getEmails(query: EmailListQuery) {
  return unwrap(api.GET('/api/emails', { params: { query } }));
}

export type EmailListItem = Awaited<ReturnType<typeof getEmails>>['data'][number];

export const emailKeys = createQueryKeys('emails');

/** One page of the sender's email campaigns, with the count of each state; refreshed while one is sending. */
export function useEmails(query: EmailListQuery) {
  return useQuery({
    queryKey: emailKeys.list(query),
    queryFn: () => getEmails(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.data.some((row) => row.state === 'sending') ? 5000 : false),
  });
}
