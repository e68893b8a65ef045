import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { mailerliteKeys } from './get-mailerlite-settings';

/** How often the state is read while a synchronisation runs, and otherwise (one started by the night or another admin). */
const RUNNING_POLL_MS = 2000;
const IDLE_POLL_MS = 30_000;

export async function getMailerLiteSync(cityId: string) {
  return unwrapData(api.GET('/api/cities/{cityId}/mailerlite/sync', { params: { path: { cityId } } }));
}

export type MailerLiteSyncStatus = Awaited<ReturnType<typeof getMailerLiteSync>>;

/** The synchronisation's state, nested under the settings' key (invalidating the settings reads it again). */
export const mailerliteSyncKey = (cityId: string) => [...mailerliteKeys.detail(cityId), 'sync'] as const;

/** A synchronisation that ended: the settings (date, counts) and the connected users are read again. */
export function refreshAfterSync(queryClient: QueryClient, cityId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mailerliteKeys.detail(cityId), exact: true }),
    queryClient.invalidateQueries({ queryKey: mailerliteKeys.lists() }),
  ]);
}

/**
 * The city's synchronisation, running (with its progress, read every 2 s) or last ended. When one that was
 * running ends, the settings and the connected users are read again.
 */
export function useMailerLiteSync(cityId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: mailerliteSyncKey(cityId),
    queryFn: async () => {
      const before = queryClient.getQueryData<MailerLiteSyncStatus>(mailerliteSyncKey(cityId));
      const status = await getMailerLiteSync(cityId);
      if (before?.status === 'running' && status.status !== 'running') void refreshAfterSync(queryClient, cityId);
      return status;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_POLL_MS : IDLE_POLL_MS),
  });
}
