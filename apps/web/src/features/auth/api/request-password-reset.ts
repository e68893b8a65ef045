import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { postJson } from '@/lib/api-client';

/** Always answers 200, whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postJson('/api/auth/request-password-reset', { email: email.trim(), redirectTo: paths.auth.resetPassword });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
