import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';

/** Deletes the participant completely (city admins): account, trips, ledger and statistics. */
export function useDeleteUser(userId: string) {
  return useMutation({
    mutationFn: () =>
      unwrapData(
        api.DELETE('/api/app/v2/users/{userId}', {
          params: { path: { userId }, query: { completely: 'true' } },
        }),
      ),
  });
}
