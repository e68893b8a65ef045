import { api, unwrapData } from '@/lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** Activates or deactivates the participant. */
export function useSetUserActive(userId: string) {
  return useUserMutation(userId, (active: boolean) =>
    unwrapData(api.POST('/api/app/v2/activation/users/{userId}', { params: { path: { userId } }, body: { active } })),
  );
}
