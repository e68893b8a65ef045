import type { CityEmissionFactors, EmissionFactorsInput } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emissionFactorKeys } from './emission-factor-keys';
import { api, unwrapData } from '@/lib/api-client';

export async function saveEmissionFactors(cityId: string, body: EmissionFactorsInput) {
  return unwrapData(
    api.PUT('/api/cities/{cityId}/emission-factors', { params: { path: { cityId } }, body }),
  ) as Promise<CityEmissionFactors>;
}

export function useSaveEmissionFactors(cityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmissionFactorsInput) => saveEmissionFactors(cityId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emissionFactorKeys.all }),
  });
}
