import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { alertDigestQueryKey, type AlertDigest } from './get-alert-digest';

export async function updateAlertDigest(body: AlertDigest) {
  return unwrapData(api.PUT('/api/me/alert-digest', { body }));
}

/** Subscribes the admin to the weekly digest, or not, in a language. */
export function useUpdateAlertDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertDigest,
    onSuccess: (saved) => queryClient.setQueryData(alertDigestQueryKey, saved),
  });
}
