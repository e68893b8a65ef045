import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { mailerliteKeys } from './get-mailerlite-settings';

export type MailerLiteSettingsInput = NonNullable<
  paths['/api/cities/{cityId}/mailerlite']['put']['requestBody']
>['content']['application/json'];

export async function updateMailerLiteSettings({ cityId, body }: { cityId: string; body: MailerLiteSettingsInput }) {
  return unwrapData(api.PUT('/api/cities/{cityId}/mailerlite', { params: { path: { cityId } }, body }));
}

/** Saves the key (write-only), the group and the nightly synchronisation; the groups are asked again with the key. */
export function useUpdateMailerLiteSettings(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailerLiteSettingsInput) => updateMailerLiteSettings({ cityId, body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(mailerliteKeys.detail(cityId), settings);
      return queryClient.invalidateQueries({ queryKey: [...mailerliteKeys.detail(cityId), 'groups'] });
    },
  });
}
