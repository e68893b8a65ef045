import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';

export interface ResetPasswordInput {
  newPassword: string;
  token: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await postJson('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
