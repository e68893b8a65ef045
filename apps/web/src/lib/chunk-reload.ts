import type { KeyValueStorage } from './storage';

/** When the page last reloaded itself for a missing chunk (sessionStorage, per tab). */
export const CHUNK_RELOAD_KEY = 'mobiverte.chunkReloadAt';
/** A chunk that still fails this soon after such a reload is really missing: show the error, do not loop. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

// Chromium, Firefox and Safari word it differently; Vite's preloader adds its own for CSS
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A lazy page's code could not be fetched, typically because a new deployment replaced its hashed file. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERN.test(message);
}

type ReloadGuard = Pick<KeyValueStorage, 'getItem' | 'setItem'>;

/** A missing chunk, and the page has not already reloaded for one in the last `CHUNK_RELOAD_GUARD_MS`. */
export function isChunkReloadDue(error: unknown, storage: ReloadGuard, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  return !(Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS);
}

/**
 * Reloads the page to fetch the new deployment's files, once: true when a reload has started, false when the
 * error is another one or the page already reloaded for it moments ago (the error is then shown).
 */
export function reloadOnceForChunkError(
  error: unknown,
  { storage, reload, now = Date.now() }: { storage: ReloadGuard; reload: () => void; now?: number },
): boolean {
  if (!isChunkReloadDue(error, storage, now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** The tab's sessionStorage; without it (blocked storage) the page never reloads itself: never a loop. */
function sessionGuard(): ReloadGuard | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function isPageReloadDue(error: unknown): boolean {
  const storage = sessionGuard();
  return storage !== null && isChunkReloadDue(error, storage);
}

export function reloadPageOnceForChunkError(error: unknown): boolean {
  const storage = sessionGuard();
  return storage !== null && reloadOnceForChunkError(error, { storage, reload: () => window.location.reload() });
}
