import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { mailerliteKeys } from './get-mailerlite-settings';

export type MailerLiteSubscribersQuery = NonNullable<
  paths['/api/cities/{cityId}/mailerlite/subscribers']['get']['parameters']['query']
>;

export async function getMailerLiteSubscribers(cityId: string, query: MailerLiteSubscribersQuery) {
  return unwrap(api.GET('/api/cities/{cityId}/mailerlite/subscribers', { params: { path: { cityId }, query } }));
}

export type MailerLiteSubscriber = Awaited<ReturnType<typeof getMailerLiteSubscribers>>['data'][number];

/** One page of the connected users: the participants in the group, most recently synced first. */
export function useMailerLiteSubscribers(cityId: string, query: MailerLiteSubscribersQuery) {
  return useQuery({
    queryKey: mailerliteKeys.list({ cityId, ...query }),
    queryFn: () => getMailerLiteSubscribers(cityId, query),
    placeholderData: keepPreviousData,
  });
}
