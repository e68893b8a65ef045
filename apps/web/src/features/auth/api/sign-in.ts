import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';
import { isAccountQuery } from '@/lib/api/query-keys';
import { type Session, sessionQueryOptions } from '@/lib/auth/session';

export interface SignInInput {
  email: string;
  password: string;
}

export async function signIn({ email, password }: SignInInput): Promise<void> {
  await postJson('/api/auth/sign-in/email', { email: email.trim(), password });
}

/** Signs in, then reads the account: a refused account (participant, duplicate) comes back signed out. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<Session> => {
      await signIn(input);
      queryClient.removeQueries({ predicate: isAccountQuery });
      return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    },
  });
}
