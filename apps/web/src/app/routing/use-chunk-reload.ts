import { useEffect, useState } from 'react';
import { isPageReloadDue, reloadPageOnceForChunkError } from '@/lib/chunk-reload';

/** True while the page reloads itself to fetch a chunk a new deployment replaced (once per tab, see lib). */
export function useChunkReload(error: unknown): boolean {
  const [reloading] = useState(() => isPageReloadDue(error));
  useEffect(() => {
    if (reloading) reloadPageOnceForChunkError(error);
  }, [error, reloading]);
  return reloading;
}
