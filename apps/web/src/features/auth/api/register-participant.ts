import { useMutation } from '@tanstack/react-query';
import type { ParticipantRegistrationInput } from '@mobiverte/contracts';
import { api, unwrapData } from '@/lib/api-client';

export async function registerParticipant(body: ParticipantRegistrationInput) {
  return unwrapData(api.POST('/api/register/participant', { body: { locale: 'fr', ...body } }));
}

/** Signs a participant up with an invite code; no session: the app's sign-in opens once the email is confirmed. */
export function useRegisterParticipant() {
  return useMutation({ mutationFn: registerParticipant });
}
