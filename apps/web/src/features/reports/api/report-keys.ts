import { createQueryKeys } from '@/lib/api/query-keys';

const keys = createQueryKeys('reports');
/** The commuting report of a scope and range, and the city's organisations to choose from. */
export const reportKeys = {
  ...keys,
  commuting: (query: object) => [...keys.all, 'commuting', query] as const,
  organisations: () => [...keys.all, 'organisations'] as const,
};
