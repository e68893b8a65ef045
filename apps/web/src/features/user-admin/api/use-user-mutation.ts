import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAdminKeys } from './user-admin-keys';

/** A mutation of a participant that refreshes the participant's page once it is settled. */
export function useUserMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all(userId) }),
  });
}
