import type { EmissionFactorChange } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { emissionFactorKeys } from './emission-factor-keys';
import { api, unwrap } from '@/lib/api-client';

export const HISTORY_PAGE_SIZE = 10;

export async function getEmissionFactorHistory(cityId: string, page: number) {
  return unwrap(
    api.GET('/api/cities/{cityId}/emission-factors/history', {
      params: { path: { cityId }, query: { page, pageSize: HISTORY_PAGE_SIZE } },
    }),
  ) as Promise<{ data: EmissionFactorChange[]; total: number; page: number; pageSize: number }>;
}

export function useEmissionFactorHistory(cityId: string, page: number) {
  return useQuery({
    queryKey: emissionFactorKeys.history(cityId, page),
    queryFn: () => getEmissionFactorHistory(cityId, page),
    placeholderData: keepPreviousData,
  });
}
