import { useEffect } from 'react';
import { commonPasswordSet, type CommonPasswords } from '@mobiverte/contracts';

/**
 * The list of common and breached passwords (about 49,000, the server's own list), loaded lazily: only the pages
 * with a new-password field ask for it, never the login page's first load. Until it has arrived the other
 * rules still apply in the form, and the server checks the list anyway.
 */
let loaded: CommonPasswords | undefined;
let loading: Promise<CommonPasswords> | undefined;

export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import('@zxcvbn-ts/language-common/dist/passwords.json.mjs').then((module) => {
    loaded = commonPasswordSet(module.default);
    return loaded;
  });
  return loading;
}

/** The list if it has been loaded. */
export const loadedCommonPasswords = (): CommonPasswords | undefined => loaded;

/** Starts loading the list when a page with a new-password field opens. */
export function usePreloadCommonPasswords() {
  useEffect(() => {
    loadCommonPasswords().catch(() => {
      loading = undefined; // offline or a failed chunk: the server still refuses a common password
    });
  }, []);
}
