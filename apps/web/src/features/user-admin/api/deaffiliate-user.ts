import { api, unwrapData } from '@/lib/api-client';
import { useUserMutation } from './use-user-mutation';

/** The participant leaves its organisation and keeps its data. */
export function useDeaffiliateUser(userId: string) {
  return useUserMutation(userId, () => unwrapData(api.POST('/api/app/v2/deaffiliate-user', { body: { userId } })));
}
