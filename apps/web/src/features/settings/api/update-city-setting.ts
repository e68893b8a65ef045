import type { CitySettingPatch, CitySettingsKind } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { citySettingsKeys } from './get-city-settings';

/** Exactly one field per request: the server writes that field alone and keeps the change in the history. */
export async function updateCitySetting({
  cityId,
  kind,
  patch,
}: {
  cityId: string;
  kind: CitySettingsKind;
  patch: CitySettingPatch;
}) {
  return unwrapData(
    api.PATCH('/api/cities/{cityId}/settings/{kind}', { params: { path: { cityId, kind } }, body: patch }),
  );
}

export function useUpdateCitySetting(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, patch }: { kind: CitySettingsKind; patch: CitySettingPatch }) =>
      updateCitySetting({ cityId, kind, patch }),
    onSuccess: (settings) => {
      queryClient.setQueryData(citySettingsKeys.detail(cityId), settings);
      void queryClient.invalidateQueries({ queryKey: citySettingsKeys.lists() });
    },
  });
}
