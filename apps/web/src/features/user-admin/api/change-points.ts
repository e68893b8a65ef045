import { api, unwrapData } from '@/lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** A `CHANGE_POINTS` ledger entry with its reason; answers the new balance. */
export function useChangePoints(userId: string) {
  return useUserMutation(userId, (body: { delta: number; reason: string }) =>
    unwrapData(api.POST('/api/users/{userId}/points', { params: { path: { userId } }, body })),
  );
}
