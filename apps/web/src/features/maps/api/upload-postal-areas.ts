import type { PostalAreasInput } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapKeys } from './map-keys';
import { api, unwrapData } from '@/lib/api-client';

/** Replaces the city's postal areas with an uploaded GeoJSON; the server validates it again and stores all or nothing. */
export async function uploadPostalAreas({ cityId, body }: { cityId: string; body: PostalAreasInput }) {
  return unwrapData(api.PUT('/api/cities/{cityId}/postal-areas', { params: { path: { cityId } }, body }));
}

export function useUploadPostalAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPostalAreas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.all }),
  });
}
