import { createQueryKeys } from './query-keys';

/** Every branch query: the branches pages' and the dashboard's branch filter, which a change refreshes too. */
export const branchKeys = createQueryKeys('branches');
