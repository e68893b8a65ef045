import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { mailerliteKeys } from './get-mailerlite-settings';

export async function getMailerLiteGroups(cityId: string) {
  return unwrapData(api.GET('/api/cities/{cityId}/mailerlite/groups', { params: { path: { cityId } } }));
}

/** The MailerLite account's groups, asked with the stored key (nothing to ask before a key is saved). */
export function useMailerLiteGroups(cityId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...mailerliteKeys.detail(cityId), 'groups'],
    queryFn: () => getMailerLiteGroups(cityId),
    enabled,
    retry: false,
  });
}
