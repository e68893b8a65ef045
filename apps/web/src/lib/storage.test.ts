import { describe, expect, it } from 'vitest';
import { clearStorageOnSignOut, type KeyValueStorage, STORAGE_KEYS } from './storage';

function createMemoryStorage(entries: Record<string, string>): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

describe('clearStorageOnSignOut', () => {
  it('keeps the saved email and device preferences and removes everything else', () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.savedEmail]: 'ada@example.org',
      [STORAGE_KEYS.locale]: 'de',
      [STORAGE_KEYS.colorScheme]: 'dark',
      [STORAGE_KEYS.sidebarCollapsed]: 'true',
      'mobiverte.session': 'x',
      cachedOrganisations: '[]',
      [STORAGE_KEYS.statsCache]: '{"clientState":{"queries":[]}}',
    });
    clearStorageOnSignOut(storage);
    expect(storage.dump()).toEqual({
      [STORAGE_KEYS.savedEmail]: 'ada@example.org',
      [STORAGE_KEYS.locale]: 'de',
      [STORAGE_KEYS.colorScheme]: 'dark',
      [STORAGE_KEYS.sidebarCollapsed]: 'true',
    });
  });

  it('does nothing on an empty storage', () => {
    const storage = createMemoryStorage({});
    clearStorageOnSignOut(storage);
    expect(storage.dump()).toEqual({});
  });
});
