import { STATS_CACHE_MS } from '@mobiverte/contracts';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { statsKeys } from './api/stats';
import { STORAGE_KEYS } from './storage';

/** Raise when the shape of the statistics answers changes, so that no browser reads an older cache. */
const CACHE_VERSION = 'stats-v1';

/** Only statistics that loaded are kept in the browser; the session and everything else are not. */
export function isPersistedQuery(query: {
  queryKey: readonly unknown[];
  state: Pick<Query['state'], 'status'>;
}): boolean {
  return query.queryKey[0] === statsKeys.all[0] && query.state.status === 'success';
}

/** What is written when there is nothing to keep: the entry is then removed instead. */
const NOTHING_TO_KEEP = '';

/**
 * localStorage, where writing "nothing to keep" removes the entry: signed out, no statistics entry is left
 * behind, even when a save of the figures was still waiting for its turn (saves are throttled to one a second).
 */
function createStatsStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    const storage = window.localStorage;
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => (value === NOTHING_TO_KEEP ? storage.removeItem(key) : storage.setItem(key, value)),
      removeItem: (key) => storage.removeItem(key),
    };
  } catch {
    return undefined;
  }
}

/**
 * The statistics are kept in localStorage for 10 minutes (spec section 7): a reload paints the last figures at
 * once while they are fetched again. Signing out clears them with the rest of the session data.
 */
export const statsPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createSyncStoragePersister({
    storage: createStatsStorage(),
    key: STORAGE_KEYS.statsCache,
    throttleTime: 1000,
    serialize: (client) => (client.clientState.queries.length > 0 ? JSON.stringify(client) : NOTHING_TO_KEEP),
  }),
  maxAge: STATS_CACHE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
};
