import { createQueryKeys } from '@/lib/api/query-keys';

const keys = createQueryKeys('emission-factors');
/** The city's factors and the page of its history; a save or a recomputation refreshes both (and the reports). */
export const emissionFactorKeys = {
  ...keys,
  factors: (cityId: string) => [...keys.all, 'factors', cityId] as const,
  history: (cityId: string, page: number) => [...keys.all, 'history', cityId, page] as const,
};
