import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { userAdminKeys } from './user-admin-keys';

/** A mutation of a participant that refreshes the participant's page once it is settled. */
function useUserMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all(userId) }),
  });
}

export function useChangePoints(userId: string) {
  return useUserMutation(userId, (body: { delta: number; reason: string }) =>
    unwrapData(api.POST('/api/users/{userId}/points', { params: { path: { userId } }, body })),
  );
}

export function useCompleteTransaction(userId: string) {
  return useUserMutation(userId, (transactionId: string) =>
    unwrapData(
      api.POST('/api/users/{userId}/transactions/{transactionId}/complete', {
        params: { path: { userId, transactionId } },
      }),
    ),
  );
}

export function useDeleteTransaction(userId: string) {
  return useUserMutation(userId, (transactionId: string) =>
    unwrapData(
      api.DELETE('/api/users/{userId}/transactions/{transactionId}', { params: { path: { userId, transactionId } } }),
    ),
  );
}

export function useUpdateUser(userId: string) {
  return useUserMutation(userId, (body: { email?: string; password?: string; role?: 'participant' }) =>
    unwrapData(api.POST('/api/app/v2/updateuser', { body: { uid: userId, ...body } })),
  );
}

export function useSetUserActive(userId: string) {
  return useUserMutation(userId, (active: boolean) =>
    unwrapData(api.POST('/api/app/v2/activation/users/{userId}', { params: { path: { userId } }, body: { active } })),
  );
}

export function useDeaffiliateUser(userId: string) {
  return useUserMutation(userId, () => unwrapData(api.POST('/api/app/v2/deaffiliate-user', { body: { userId } })));
}

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
