import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://example.org/assets/orders-page-3f2a1b.js',
);

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages for a missing lazy chunk', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once, then shows the error if the chunk still fails right after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError, { storage, reload, now: 1_000_000 })).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunkError(chunkError, { storage, reload, now: 1_005_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deployment', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError(chunkError, { storage, reload, now: 1_000_000 });
    expect(reloadOnceForChunkError(chunkError, { storage, reload, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for an error in the page itself', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.values.size).toBe(0);
  });
});
