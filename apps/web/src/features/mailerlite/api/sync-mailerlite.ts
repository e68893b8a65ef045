import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { mailerliteKeys, type MailerLiteSettings } from './get-mailerlite-settings';
import { mailerliteSyncKey, refreshAfterSync, type MailerLiteSyncStatus } from './get-mailerlite-sync';

export async function syncMailerLite(cityId: string) {
  // 200 and 202 answer different `data`: read through `unwrap` so that the type keeps both.
  return (await unwrap(api.POST('/api/syncMailerLiteSubscriptions', { body: { cityId } }))).data;
}

/** What "sync now" answered: the ended synchronisation's result (200), or the running one's progress (202). */
export type MailerLiteSyncAnswer = Awaited<ReturnType<typeof syncMailerLite>>;

export const isSyncRunning = (answer: MailerLiteSyncAnswer): answer is MailerLiteSyncStatus => 'status' in answer;

/**
 * "Sync now" (spec §4): ended within the server's wait, the last-synced date takes the returned timestamp at
 * once, then the settings (counts, state) and the list of connected users are asked again; still running, its
 * progress is shown and read every 2 s until it ends (`useMailerLiteSync`), which asks them again then.
 */
export function useSyncMailerLite(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncMailerLite(cityId),
    onSuccess: async (answer) => {
      if (isSyncRunning(answer)) {
        queryClient.setQueryData(mailerliteSyncKey(cityId), answer);
        return;
      }
      queryClient.setQueryData<MailerLiteSettings>(mailerliteKeys.detail(cityId), (settings) =>
        settings ? { ...settings, lastSyncMailerLiteSubscriptionsTimestamp: answer.timestamp } : settings,
      );
      await Promise.all([
        refreshAfterSync(queryClient, cityId),
        queryClient.invalidateQueries({ queryKey: mailerliteSyncKey(cityId) }),
      ]);
    },
    // A failure is recorded on the server too: its state is read again.
    onError: () =>
      Promise.all([
        refreshAfterSync(queryClient, cityId),
        queryClient.invalidateQueries({ queryKey: mailerliteSyncKey(cityId) }),
      ]),
  });
}
