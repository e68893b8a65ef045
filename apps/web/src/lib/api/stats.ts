import { createQueryKeys } from './query-keys';

const keys = createQueryKeys('stats');
/** Every statistics request: kept in the browser for 10 minutes and refetched whenever a dashboard opens. */
export const statsKeys = {
  all: keys.all,
  request: (name: string, params: object | 'incomplete') => [...keys.all, name, params] as const,
};
