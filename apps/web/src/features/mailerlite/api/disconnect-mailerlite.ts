import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { mailerliteKeys } from './get-mailerlite-settings';

/** Forgets the city's MailerLite key, group and synchronised list (the subscribers stay in MailerLite). */
export function useDisconnectMailerLite(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapData(api.DELETE('/api/cities/{cityId}/mailerlite', { params: { path: { cityId } } })),
    onSuccess: (settings) => {
      queryClient.setQueryData(mailerliteKeys.detail(cityId), settings);
      return queryClient.invalidateQueries({ queryKey: mailerliteKeys.all });
    },
  });
}
