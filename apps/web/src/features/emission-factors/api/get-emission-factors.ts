import type { CityEmissionFactors } from '@mobiverte/contracts';
import { useQuery } from '@tanstack/react-query';
import { emissionFactorKeys } from './emission-factor-keys';
import { api, unwrapData } from '@/lib/api-client';

export async function getEmissionFactors(cityId: string) {
  return unwrapData(
    api.GET('/api/cities/{cityId}/emission-factors', { params: { path: { cityId } } }),
  ) as Promise<CityEmissionFactors>;
}

export function useEmissionFactors(cityId: string) {
  return useQuery({ queryKey: emissionFactorKeys.factors(cityId), queryFn: () => getEmissionFactors(cityId) });
}
