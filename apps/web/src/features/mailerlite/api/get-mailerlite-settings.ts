import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** The city's mailing list: its settings (`detail(cityId)`, the groups nested under it) and synced participants. */
export const mailerliteKeys = createQueryKeys('mailerlite');

export async function getMailerLiteSettings(cityId: string) {
  return unwrapData(api.GET('/api/cities/{cityId}/mailerlite', { params: { path: { cityId } } }));
}

export type MailerLiteSettings = Awaited<ReturnType<typeof getMailerLiteSettings>>;

/** The settings, the key reduced to whether there is one and its last 4 characters, and the last synchronisation. */
export function useMailerLiteSettings(cityId: string) {
  return useQuery({ queryKey: mailerliteKeys.detail(cityId), queryFn: () => getMailerLiteSettings(cityId) });
}
