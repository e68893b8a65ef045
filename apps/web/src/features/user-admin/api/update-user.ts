import { api, unwrapData } from '@/lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** Changes the participant's email, password or role (the spec's `updateuser`). */
export function useUpdateUser(userId: string) {
  return useUserMutation(userId, (body: { email?: string; password?: string; role?: 'participant' }) =>
    unwrapData(api.POST('/api/app/v2/updateuser', { body: { uid: userId, ...body } })),
  );
}
