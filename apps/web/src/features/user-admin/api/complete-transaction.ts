import { api, unwrapData } from '@/lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** Sets a pending (active) ledger entry completed. */
export function useCompleteTransaction(userId: string) {
  return useUserMutation(userId, (transactionId: string) =>
    unwrapData(
      api.POST('/api/users/{userId}/transactions/{transactionId}/complete', {
        params: { path: { userId, transactionId } },
      }),
    ),
  );
}
