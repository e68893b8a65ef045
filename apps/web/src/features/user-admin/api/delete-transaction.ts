import { api, unwrapData } from '@/lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** Cancels a pending ledger entry (its value leaves the balance). */
export function useDeleteTransaction(userId: string) {
  return useUserMutation(userId, (transactionId: string) =>
    unwrapData(
      api.DELETE('/api/users/{userId}/transactions/{transactionId}', { params: { path: { userId, transactionId } } }),
    ),
  );
}
