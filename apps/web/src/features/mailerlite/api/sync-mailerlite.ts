import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { mailerliteKeys, type MailerLiteSettings } from './get-mailerlite-settings';

export async function syncMailerLite(cityId: string) {
  return unwrapData(api.POST('/api/syncMailerLiteSubscriptions', { body: { cityId } }));
}

/**
 * "Sync now" (spec §4): the last-synced date takes the returned timestamp at once, then the settings (counts,
 * state) and the list of connected users are asked again. A failed synchronisation is recorded too.
 */
export function useSyncMailerLite(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncMailerLite(cityId),
    onSuccess: (result) => {
      queryClient.setQueryData<MailerLiteSettings>(mailerliteKeys.detail(cityId), (settings) =>
        settings ? { ...settings, lastSyncMailerLiteSubscriptionsTimestamp: result.timestamp } : settings,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailerliteKeys.detail(cityId), exact: true }),
        queryClient.invalidateQueries({ queryKey: mailerliteKeys.lists() }),
      ]),
  });
}
