import { readStoredValue, STORAGE_KEYS, writeStoredValue } from '@/lib/storage';

/** The last email that signed in on this device, offered again on the login page. */
export function readSavedEmail(): string {
  return readStoredValue(STORAGE_KEYS.savedEmail) ?? '';
}

export function saveEmail(email: string): void {
  writeStoredValue(STORAGE_KEYS.savedEmail, email.trim());
}
