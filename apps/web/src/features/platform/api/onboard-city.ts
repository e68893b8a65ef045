import { useMutation } from '@tanstack/react-query';
import { PLATFORM_TOKEN_HEADER, type CityOnboardingInput } from '@mobiverte/contracts';
import { api, unwrapData } from '@/lib/api-client';

export async function onboardCity({ token, body }: { token: string; body: CityOnboardingInput }) {
  return unwrapData(api.POST('/api/platform/cities', { body, headers: { [PLATFORM_TOKEN_HEADER]: token } }));
}

/** Creates a city and its first admin, who is emailed a link to choose a password. */
export function useOnboardCity() {
  return useMutation({ mutationFn: onboardCity });
}
