import { createQueryKeys } from './query-keys';

/** The users list (`/users`): its pages, its filters' options and the export log, which an export refreshes. */
const keys = createQueryKeys('users-list');
export const usersListKeys = {
  ...keys,
  filterOptions: () => [...keys.all, 'filter-options'] as const,
  exports: (query: object) => [...keys.all, 'exports', query] as const,
};
