/** Every key the dashboard keeps in localStorage. */
export const STORAGE_KEYS = {
  savedEmail: 'mobiverte.savedEmail',
  locale: 'mobiverte.locale',
  colorScheme: 'mobiverte.colorScheme',
  sidebarCollapsed: 'mobiverte.sidebarCollapsed',
  /** Statistics answers, kept 10 minutes (cleared on sign-out). */
  statsCache: 'mobiverte.statsCache',
} as const;

/** Device preferences survive sign-out along with the saved email; everything else is session data. */
const KEPT_ON_SIGN_OUT: readonly string[] = [
  STORAGE_KEYS.savedEmail,
  STORAGE_KEYS.locale,
  STORAGE_KEYS.colorScheme,
  STORAGE_KEYS.sidebarCollapsed,
];

export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function clearStorageOnSignOut(storage: KeyValueStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !KEPT_ON_SIGN_OUT.includes(key)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

export function readStoredValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredValue(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the preference is then kept for this visit only.
  }
}
