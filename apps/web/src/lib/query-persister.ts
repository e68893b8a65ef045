import { STATS_CACHE_MS } from '@mobiverte/contracts';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { STATS_QUERY_ROOT } from './query-client';
import { STORAGE_KEYS } from './storage';

/** Raise when the shape of the statistics answers changes, so that no browser reads an older cache. */
const CACHE_VERSION = 'stats-v1';

/** Only statistics that loaded are kept in the browser; the session and everything else are not. */
export function isPersistedQuery(query: {
  queryKey: readonly unknown[];
  state: Pick<Query['state'], 'status'>;
}): boolean {
  return query.queryKey[0] === STATS_QUERY_ROOT && query.state.status === 'success';
}

function readLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function createStatsPersister(): PersistQueryClientOptions['persister'] {
  const persister = createSyncStoragePersister({
    storage: readLocalStorage(),
    key: STORAGE_KEYS.statsCache,
    throttleTime: 1000,
  });
  return {
    ...persister,
    // Nothing to keep (signed out): leave no entry behind rather than an empty one.
    persistClient: (client) =>
      client.clientState.queries.length > 0 ? persister.persistClient(client) : persister.removeClient(),
  };
}

/**
 * The statistics are kept in localStorage for 10 minutes (spec section 7): a reload paints the last figures at
 * once while they are fetched again. Signing out clears them with the rest of the session data.
 */
export const statsPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createStatsPersister(),
  maxAge: STATS_CACHE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
};
