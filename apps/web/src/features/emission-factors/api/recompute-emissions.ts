import type { RecomputeInput, RecomputeResult } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';

export async function recomputeEmissions(cityId: string, body: RecomputeInput) {
  return unwrapData(
    api.POST('/api/cities/{cityId}/emission-factors/recompute', { params: { path: { cityId } }, body }),
  ) as Promise<RecomputeResult>;
}

/** The statistics of the period change: every cached figure is asked again. */
export function useRecomputeEmissions(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecomputeInput) => recomputeEmissions(cityId, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
